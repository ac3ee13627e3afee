/**
 * Splits a streamed JSON log into its hand objects without holding the file:
 * a top-level array of hands, `{ "hands": [ ... ] }`, or one hand object.
 * Each element's text goes to JSON.parse on its own, so a broken hand costs
 * only that hand. No library streams elements with their line numbers and
 * survives garbage between them, which is what a reject report needs.
 */
export interface SplitElement {
  kind: 'element';
  text: string;
  index: number; // 0-based position among the hands
  line: number; // 1-based line where the element starts
}

export interface SplitProblem {
  kind: 'problem';
  line: number;
  reason: string;
  /** True when the problem loses (part of) a hand, which then counts as rejected. */
  record: boolean;
  index?: number;
}

export type SplitItem = SplitElement | SplitProblem;

const enum Mode { Start, Array, ObjectTop, Wrapper, Done }

export class JsonSplitter {
  private mode = Mode.Start;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private line = 1;
  private elementStart = -1;
  private elementLine = 0;
  private elementIndex = 0;
  private elementDepth = 0;
  /**
   * The current element's text from earlier chunks: kept as pieces and joined
   * once when it ends, so a 50 MB hand costs one copy, not one per chunk.
   */
  private parts: string[] = [];
  private lastKey = '';
  private keyStart = -1;
  private keyPrefix = '';
  private expectHandsArray = false;
  private sawTrailingGarbage = false;
  private wrapperHasHands = false;

  push(chunk: string): SplitItem[] {
    const out: SplitItem[] = [];
    const s = chunk;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 10) this.line++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) {
          this.inString = false;
          if (this.keyStart >= 0) {
            this.lastKey = this.keyPrefix + s.slice(this.keyStart, i);
            this.keyStart = -1;
            this.keyPrefix = '';
          }
        }
        continue;
      }
      if (c === 34) {
        this.inString = true;
        if (this.mode === Mode.ObjectTop && this.depth === 1) this.keyStart = i + 1;
        if (this.startsElement()) this.beginElement(i);
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      if (this.mode === Mode.Start) {
        if (c === 0xfeff) continue;
        if (c === 91) { this.mode = Mode.Array; this.elementDepth = 1; this.depth = 1; continue; }
        if (c === 123) { this.mode = Mode.ObjectTop; this.depth = 1; this.elementStart = i; this.elementLine = this.line; continue; }
        out.push({ kind: 'problem', line: this.line, reason: 'the file is not JSON: it must start with [ or {', record: false });
        this.mode = Mode.Done;
        continue;
      }
      if (this.mode === Mode.Done) {
        if (!this.sawTrailingGarbage) {
          out.push({ kind: 'problem', line: this.line, reason: 'text after the end of the JSON document is ignored', record: false });
          this.sawTrailingGarbage = true;
        }
        continue;
      }
      if (c === 58 && this.mode === Mode.ObjectTop && this.depth === 1) {
        this.expectHandsArray = this.lastKey === 'hands';
        continue;
      }
      if (c === 123 || c === 91) {
        if (this.startsElement()) this.beginElement(i);
        if (c === 91 && this.mode === Mode.ObjectTop && this.depth === 1 && this.expectHandsArray) {
          // `{ "hands": [`: from here on the hands stream one by one.
          this.mode = Mode.Wrapper;
          this.wrapperHasHands = true;
          this.elementDepth = 2;
          this.elementStart = -1;
          this.parts = [];
        }
        this.depth++;
        continue;
      }
      if (c === 125 || c === 93) {
        this.depth--;
        if (this.elementStart >= 0 && this.depth === this.elementDepth && this.mode !== Mode.ObjectTop) {
          out.push(this.endElement(s, i + 1));
        } else if (this.elementStart >= 0 && this.depth === this.elementDepth - 1 && this.mode !== Mode.ObjectTop) {
          // a primitive element ended by the closing bracket
          out.push(this.endElement(s, i));
        }
        if (this.depth === 0) {
          if (this.mode === Mode.ObjectTop && !this.wrapperHasHands) {
            out.push({ kind: 'element', text: this.textTo(s, i + 1), index: 0, line: this.elementLine });
            this.elementIndex = 1;
            this.elementStart = -1;
          }
          this.mode = Mode.Done;
        }
        if (this.mode === Mode.Wrapper && this.depth === 1) this.mode = Mode.ObjectTop; // hands array closed
        continue;
      }
      if (c === 44) {
        if (this.elementStart >= 0 && this.depth === this.elementDepth && this.mode !== Mode.ObjectTop) {
          out.push(this.endElement(s, i));
        }
        if (this.mode === Mode.ObjectTop && this.depth === 1) this.expectHandsArray = false;
        continue;
      }
      if (this.startsElement()) this.beginElement(i);
    }
    // What of this chunk belongs to an element or key still open goes aside; the next chunk continues at 0.
    if (this.elementStart >= 0) {
      this.parts.push(s.slice(this.elementStart));
      this.elementStart = 0;
    }
    if (this.keyStart >= 0) {
      this.keyPrefix += s.slice(this.keyStart);
      this.keyStart = 0;
    }
    return out;
  }

  end(): SplitItem[] {
    const out: SplitItem[] = [];
    if (this.mode === Mode.Start) {
      out.push({ kind: 'problem', line: this.line, reason: 'the file is empty: no hands', record: false });
    } else if (this.mode !== Mode.Done) {
      if (this.elementStart >= 0 && !(this.mode === Mode.ObjectTop && this.wrapperHasHands)) {
        out.push({
          kind: 'problem', line: this.elementLine, index: this.elementIndex, record: true,
          reason: 'the file ends in the middle of a hand (truncated)',
        });
        this.elementIndex++;
      }
      const what = this.mode === Mode.Array || this.mode === Mode.Wrapper ? 'array' : 'object';
      out.push({ kind: 'problem', line: this.line, reason: `the file ends before the JSON ${what} is closed`, record: false });
    }
    this.parts = [];
    return out;
  }

  private startsElement(): boolean {
    return this.elementStart < 0 && this.depth === this.elementDepth
      && (this.mode === Mode.Array || this.mode === Mode.Wrapper);
  }

  private beginElement(i: number): void {
    this.elementStart = i;
    this.elementLine = this.line;
    this.parts = [];
  }

  /** The current element's whole text, up to `end` in the chunk `s`. */
  private textTo(s: string, end: number): string {
    const tail = s.slice(this.elementStart, end);
    if (this.parts.length === 0) return tail;
    const text = this.parts.join('') + tail;
    this.parts = [];
    return text;
  }

  private endElement(s: string, end: number): SplitElement {
    const el: SplitElement = { kind: 'element', text: this.textTo(s, end), index: this.elementIndex++, line: this.elementLine };
    this.elementStart = -1;
    return el;
  }
}
