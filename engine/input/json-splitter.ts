/**
 * Splits a streamed JSON log into its hand objects without holding the file:
 * a top-level array of hands, `{ "hands": [ ... ] }`, or one hand object.
 * Each element's text goes to JSON.parse on its own, so a broken hand costs
 * only that hand. An element may be any JSON value (a list, a string, a number): it is a record as a hand is,
 * read by its brackets and strings whatever its layout, and refused by the reader as not a hand. No library streams elements with their line numbers and
 * survives garbage between them, which is what a reject report needs.
 *
 * A hand that is broken costs that hand, not the rest of the file. A string still open at the end
 * of its line (JSON strings hold no raw line break: a closing quote is missing) and a hand that does
 * not parse though it spans a line that starts the way the hands start (a `{` at the column where
 * the first hand began: a brace is missing, so the next hands seemed to be inside it) are
 * resynchronised there: the broken hand is rejected and the read goes on with the next one. Where
 * the hands do not start lines (a whole array on one line), what was lost is said: one rejected
 * record per `"hand_id"` key in the unreadable text (readers.ts). A hand longer than
 * MAX_RECORD_CHARS is rejected without being held.
 *
 * The line a value starts is a resume point, never a proof: well-formed JSON is read by its brackets alone, whatever
 * its layout (with no indentation at all, Python's `indent=0`, a list's objects start their lines where the hands
 * do). A line is acted on only once the text shows itself broken: a string open at its line's end, a key where a
 * value should be, an element that does not parse, or, for a list among the hands, what follows its `]` (`held`).
 */
import { MAX_RECORD_CHARS, citedHandId, recordTooLong } from './record-text.js';
import { reason } from '../core/reasons.js';
import type { Reason } from '../core/reasons.js';
export interface SplitElement {
  kind: 'element';
  text: string;
  index: number; // 0-based position among the hands
  line: number; // 1-based line where the element starts
}

export interface SplitProblem {
  kind: 'problem';
  line: number;
  reason: Reason;
  /** True when the problem loses (part of) a hand, which then counts as rejected. */
  record: boolean;
  index?: number;
  /** The field the problem is about (`hands`), when it is one. */
  field?: string;
  /**
   * The hand_id the lost hand's text names, though it does not parse (handIdNamedIn): never the finding's hand_id
   * (an unreadable record claims no id), only what lets `veedor replay` say the hand was rejected, not absent.
   */
  namedId?: string;
}

export type SplitItem = SplitElement | SplitProblem;

const enum Mode { Start, Array, ObjectTop, Wrapper, Done }

/** How much of the word a document starts with is read to tell `null` or `false` from other text (`nullable`). */
const PROBE_CHARS = 8;

/** The characters of a top-level key kept: enough to tell "hands" and "hand_id", and to name another member. */
const MAX_KEY_CHARS = 200;

/** A key longer than MAX_KEY_CHARS: its first characters and '…', which no key the reader looks for equals. */
function clipKey(key: string): string {
  return key.length > MAX_KEY_CHARS ? key.slice(0, MAX_KEY_CHARS) + '…' : key;
}

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
  /** Where the current line stands: its column, and whether only whitespace came before this character. */
  private column = 0;
  private lineBlank = true;
  /** The column where hands start their line (the first hand that did), or -1. */
  private handColumn = -1;
  /** Characters of the current element in `parts`; the element is dropped past MAX_RECORD_CHARS. */
  private partsLength = 0;
  private oversized = false;
  /** The first line inside the current element that starts the way hands start: where to resume if it breaks. */
  private candidate = -1;
  private candidateLine = 0;
  /**
   * The first line inside the current element, before any candidate, that starts with `[` where hands start: where to
   * resume if it breaks and the text from there is a whole list (a list among the hands after a hand missing its
   * brace); a `[` there that starts no whole list is damage inside the hand, and the candidate is used.
   */
  private listCandidate = -1;
  private listCandidateLine = 0;
  /**
   * The current element is a value that is no object (an array, a string, a number, true, false, null): an element
   * as much as a hand is, read by its brackets like one, but also what a broken hand may leave where the next should
   * start; where it shows itself that (looseIsDebris), it is read on as a stray from where it began.
   */
  private loose = false;
  /**
   * Where the value that is no object being read is first laid out the way a broken hand leaves the hands after it
   * (looseLaidOutAsDebris: a `{` at the hands' column inside it, or a `]` left of that column): its offset in the
   * value's text, the line, and what the read had last seen there. Layout alone proves nothing: a list written with no
   * indentation at all (Python's `indent=0`) puts its objects at the hands' column. The value is read on by its
   * brackets, and read again from there as a stray (strayFrom) only once the text shows itself broken: a key at its
   * level or a string open at its line's end after it, the value not parsing, or the list of hands around it (held).
   */
  private debris = -1;
  private debrisLine = 0;
  private debrisLastSignificant = 0;
  private debrisCommaLine = 0;
  /**
   * A list read whole whose layout was debris's (`debris`), kept with the text after it (`after`, read again once
   * the list is judged) until that text shows whose `]` ended it (heldStep). A `}`, the end of the text, or in the
   * `{"hands": [...]}` wrapper a comma then a key (`, "source":`) show that it was the list of hands' own (a `[` put
   * before a hand's line swallowed the hands after it): the list is read again from its `debris` as a stray
   * (readHeldAgain). Anything else (a comma, a `]`, another value) shows the list of hands going on: it is given.
   */
  private held: {
    el: SplitElement; debris: number; line: number; lastEnd: number; lastSignificant: number; commaLine: number;
    /** What came after the list's `]`, not yet read (the line and column still stand after the `]`). */
    after: string;
    /** In `after`: 0 nothing yet, 1 a comma (in the wrapper), 2 in a string after it, 3 after a `\\` in it, 4 after it. */
    stage: 0 | 1 | 2 | 3 | 4;
  } | undefined;
  /** A string of the current element ran past its line: looking for the next hand's first line. */
  private broken: { line: number; more: boolean; fragment?: boolean; keyed?: boolean; text?: string } | undefined;
  /** The line the last element counted as a record ended on: text right after it on that line is its remainder. */
  private lastEnd = -1;
  private wasArray = false;
  /** The document read was one object (a hand, or the `{ "hands": [...] }` wrapper): a `{` after it starts another. */
  private wasObject = false;
  private sawMoreDocuments = false;
  private sawMoreArrays = false;
  /**
   * The wrapper's members other than "hands" whose value is a list (the first few): what hands it holds are not
   * read, which is said. A scalar or an object beside the hands (`"source": "x"`, `"meta": {...}`) is the export's
   * own note: not said.
   */
  private otherMembers: { key: string; line: number }[] = [];
  private member: { key: string; line: number } | undefined;
  /**
   * `{ "hands": null }`, `{ "hands": {...} }`: the wrapper's "hands" holds no list (its value's type and line). With
   * no "hand_id" beside it the object is that wrapper, not a hand: one record rejected for "hands", not for hand_id.
   */
  private handsNotList: { line: number; type: string } | undefined;
  private sawHandIdKey = false;
  private closeLine = 0;
  private stringLine = 0;
  /**
   * The last character outside a string that is not whitespace (34 for a string): a comma before a closing bracket
   * or another comma is not JSON. Inside a hand JSON.parse says so; between the hands the splitter must (said once each).
   */
  private lastSignificant = 0;
  private saidTrailingComma = false;
  private commaLine = 0;
  private saidEmptyElement = false;
  private saidMissingComma = false;
  /** The word a document starts with where no `[`, `{` or string starts it, until it is read whole (probed). */
  private probe: { text: string; line: number } | undefined;

  /** The problem of a document that starts with the word probed: a JSON number or literal, or no JSON (hostile31). */
  private probed(): SplitItem {
    const { text, line } = this.probe!;
    this.probe = undefined;
    const what = /^-?\d/.test(text) ? 'number' : text === 'true' || text === 'false' || text === 'null' ? text : undefined;
    return { kind: 'problem', line, reason: what ? reason('file.json-scalar', { what }) : reason('file.not-json'), record: false };
  }

  push(chunk: string): SplitItem[] {
    const out: SplitItem[] = [];
    let s = chunk;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (this.probe !== undefined) {
        if (this.probe.text.length < PROBE_CHARS && /[\w.+-]/.test(s[i]!)) this.probe.text += s[i];
        else out.push(this.probed());
      }
      if (this.held !== undefined) {
        const judged = this.heldStep(c, out);
        if (judged === undefined) continue;
        s = judged + s.slice(i);
        i = -1;
        continue;
      }
      let first = false; // the first character on its line that is not whitespace
      if (c === 10) {
        this.line++;
        this.column = 0;
        this.lineBlank = true;
      } else {
        if (c !== 32 && c !== 9 && c !== 13) {
          first = this.lineBlank;
          this.lineBlank = false;
        }
        this.column++;
      }
      if (this.loose && this.elementStart >= 0 && !this.broken && this.handColumn >= 0) {
        if (this.looseIsDebris(c, first)) {
          if (this.debris < 0) this.looseToStray(s, i);
          else {
            // Broken after all: read again from where it was first laid out as debris, as a stray from its start.
            s = this.strayFrom(this.textTo(s, i), this.debris, this.elementLine, this.debrisLine, this.debrisLastSignificant, this.debrisCommaLine) + s.slice(i);
            i = -1;
            continue;
          }
        } else if (first && this.debris < 0 && !this.oversized && this.looseLaidOutAsDebris(c)) {
          this.debris = this.partsLength + (i - this.elementStart);
          this.debrisLine = this.line;
          this.debrisLastSignificant = this.lastSignificant;
          this.debrisCommaLine = this.commaLine;
        }
      }
      if (this.broken) {
        if (!this.lineBlank) this.broken.more = true;
        if (c === 58) this.broken.keyed = true;
        // Looking for the next hand: a line that starts with `{` at the hands' column.
        if (first && c === 123 && this.column - 1 === this.handColumn) {
          out.push(...this.brokenElement(s, i));
          this.inString = false;
          this.escaped = false;
          this.depth = this.elementDepth + 1;
          this.beginElement(i);
          continue;
        }
        if (first && c !== 93 && this.column - 1 === this.handColumn && this.broken.fragment && !this.broken.keyed
          && this.broken.text !== undefined && wholeValueText(this.broken.text) !== undefined) {
          // Another value where a hand starts, after a whole value (`42,` then `null,` on the next line): each is an
          // element of the array, a record of its own, as on one line; not one skip over both, uncounted.
          const line = this.broken.line;
          out.push(...this.brokenElement(s, i));
          this.lastEnd = line;
          this.inString = false;
          this.escaped = false;
          this.depth = this.elementDepth;
          if (c === 125 || c === 44 || c === 58) {
            this.stray(c);
            continue;
          }
          this.lastSignificant = 44; // the value before ended here: this one starts the next element, read below
        } else if (!(first && c === 93 && this.column - 1 <= this.handColumn)) {
          // A stray value's first characters: a whole JSON value there (`null,`, `5`) is an element of the array.
          if (this.broken.text !== undefined && this.broken.text.length <= STRAY_TEXT) this.broken.text += s[i];
          continue;
        } else {
          // A line that starts with `]` where the hands start: the array closes here.
          out.push(...this.brokenElement(s, i));
          this.inString = false;
          this.escaped = false;
          this.depth = this.elementDepth;
        }
      }
      if (this.inString) {
        if (c === 10 && this.elementStart >= 0 && this.mode !== Mode.ObjectTop && this.handColumn >= 0) {
          // JSON strings hold no raw line break: a closing quote is missing.
          this.broken = { line: this.stringLine, more: false };
          continue;
        }
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) {
          this.inString = false;
          if (this.keyStart >= 0) {
            this.lastKey = this.keyPrefix.length > MAX_KEY_CHARS ? this.keyPrefix : clipKey(this.keyPrefix + s.slice(this.keyStart, i));
            this.keyStart = -1;
            this.keyPrefix = '';
          }
        }
        continue;
      }
      if (c === 34 && this.mode === Mode.Start) {
        // A string where the document should start (`"x"`): no hand log, which is not an empty one; said as the JSON it
        // is, with what a log is (it read «not JSON», hostile31).
        out.push({ kind: 'problem', line: this.line, reason: reason('file.json-scalar', { what: 'string' }), record: false });
        this.mode = Mode.Done;
        this.sawTrailingGarbage = true;
        continue;
      }
      if (c === 34) {
        this.noteHandsValue(c);
        this.inString = true;
        this.lastSignificant = 34;
        this.stringLine = this.line;
        if (this.mode === Mode.ObjectTop && this.depth === 1) this.keyStart = i + 1;
        if (this.startsElement()) {
          if (this.strayStart(first) && this.stray(c)) continue;
          this.beginElement(i, first, true);
        }
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      const previous = this.lastSignificant;
      this.lastSignificant = c;
      if (this.mode === Mode.Start) {
        if (c === 0xfeff) continue;
        if (c === 91) { this.mode = Mode.Array; this.elementDepth = 1; this.depth = 1; continue; }
        if (c === 123) { this.mode = Mode.ObjectTop; this.depth = 1; this.elementStart = i; this.elementLine = this.line; continue; }
        // Said once the word it starts is read (a chunk may end inside `null`): a JSON value (`42`, `null`) or no JSON.
        this.probe = { text: s[i]!, line: this.line };
        this.mode = Mode.Done;
        this.sawTrailingGarbage = true; // said once: the rest is not "text after the document"
        continue;
      }
      if (this.mode === Mode.Done && this.wasObject && c === 123) {
        // Another object after the first (NDJSON saved as .json, or documents written one after another): each is a
        // hand, read and counted, and the file's form is said once, rather than every hand after the first ignored.
        if (!this.sawMoreDocuments) {
          out.push({ kind: 'problem', line: this.line, reason: reason('json.more-documents'), record: false });
          this.sawMoreDocuments = true;
        }
        this.mode = Mode.ObjectTop;
        this.wasObject = false;
        this.loose = false;
        this.debris = -1;
        this.wrapperHasHands = false;
        this.expectHandsArray = false;
        this.otherMembers = [];
        this.member = undefined;
        this.handsNotList = undefined;
        this.sawHandIdKey = false;
        this.parts = [];
        this.partsLength = 0;
        this.oversized = false;
        this.depth = 1;
        this.elementStart = i;
        this.elementLine = this.line;
        continue;
      }
      if (this.mode === Mode.Done && this.wasArray && c === 91) {
        // Another array after the first (`cat a.json b.json`, each file a list of hands): its hands are read and
        // counted as the first's, the form said once. Read as text after the first array, a list on one line was one
        // rejected record ("not a JSON object"), every hand in it unaudited and uncounted.
        if (!this.sawMoreArrays) {
          out.push({ kind: 'problem', line: this.line, reason: reason('json.more-arrays'), record: false });
          this.sawMoreArrays = true;
        }
        this.mode = Mode.Array;
        this.wasArray = false;
        this.elementDepth = 1;
        this.depth = 1;
        continue;
      }
      if (this.mode === Mode.Done) {
        if (this.wasArray) {
          // Text after the array closed: the `]` (or a `}`) was a stray one in its hands; they are read on.
          this.wasArray = false;
          this.mode = Mode.Array;
          this.depth = this.elementDepth;
          out.push({ kind: 'problem', line: this.closeLine, record: false, reason: reason('json.array-closes-early', { line: this.closeLine }) });
          // A comma after that `]` is the list's separator (`],` closing a list among the hands): the value after it is
          // read as an element, not skipped with the comma as debris.
          if (!(c === 123 && first) && c !== 44 && this.stray(c)) continue;
        } else {
          if (!this.sawTrailingGarbage) {
            out.push({ kind: 'problem', line: this.line, reason: reason('json.trailing'), record: false });
            this.sawTrailingGarbage = true;
          }
          continue;
        }
      }
      if (c === 58 && this.mode === Mode.ObjectTop && this.depth === 1) {
        if (this.lastKey === 'hand_id') this.sawHandIdKey = true;
        this.expectHandsArray = this.lastKey === 'hands';
        this.member = this.expectHandsArray ? undefined : { key: this.lastKey, line: this.line };
        // `{"hands": [...], "hands": [...]}`: JSON.parse would keep the second array alone; both are read, and said.
        if (this.expectHandsArray && this.wrapperHasHands) out.push({ kind: 'problem', line: this.line, reason: reason('json.hands-twice'), record: false });
        continue;
      }
      this.noteHandsValue(c);
      if (c === 123 || c === 91) {
        if (this.member && this.mode === Mode.ObjectTop && this.depth === 1) {
          if (c === 91 && this.otherMembers.length < 8) this.otherMembers.push(this.member);
          this.member = undefined;
        }
        if (c === 91 && this.startsElement() && this.strayStart(first) && this.stray(c)) continue;
        if (this.startsElement()) {
          // `{...} {...}`: no comma between two hands (JSON requires one); both are read, said once, never silently.
          if ((previous === 125 || previous === 93) && !this.saidMissingComma) {
            out.push({ kind: 'problem', line: this.line, reason: reason('json.missing-comma'), record: false });
            this.saidMissingComma = true;
          }
          this.beginElement(i, first, c === 91);
        } else if (first && this.elementStart >= 0 && this.candidate < 0 && this.column - 1 === this.handColumn
          && this.mode !== Mode.ObjectTop) {
          if (c === 123) {
            this.candidate = this.partsLength + (i - this.elementStart);
            this.candidateLine = this.line;
          } else if (this.listCandidate < 0) {
            this.listCandidate = this.partsLength + (i - this.elementStart);
            this.listCandidateLine = this.line;
          }
        }
        if (c === 91 && this.mode === Mode.ObjectTop && this.depth === 1 && this.expectHandsArray) {
          // `{ "hands": [`: from here on the hands stream one by one.
          this.mode = Mode.Wrapper;
          this.wrapperHasHands = true;
          this.elementDepth = 2;
          this.elementStart = -1;
          this.parts = [];
          this.partsLength = 0;
          this.oversized = false;
        }
        this.depth++;
        continue;
      }
      if (c === 125 || c === 93) {
        this.depth--;
        if (previous === 44 && !this.saidTrailingComma && this.closesHandsContainer()) {
          out.push({ kind: 'problem', line: this.commaLine, reason: reason('json.trailing-comma'), record: false });
          this.saidTrailingComma = true;
        }
        if (this.elementStart >= 0 && this.depth === this.elementDepth && this.mode !== Mode.ObjectTop) {
          const resume = this.resumeAt(s, i + 1, out);
          if (resume !== undefined) {
            s = resume;
            i = -1;
            continue;
          }
        } else if (this.elementStart >= 0 && this.depth === this.elementDepth - 1 && this.mode !== Mode.ObjectTop) {
          // a primitive element ended by the closing bracket
          this.finishElement(s, i, out);
        }
        if (this.depth === 0) {
          this.wasArray = this.mode === Mode.Array;
          this.wasObject = this.mode === Mode.ObjectTop;
          this.closeLine = this.line;
          if (this.mode === Mode.ObjectTop && !this.wrapperHasHands && this.handsNotList && !this.sawHandIdKey) {
            const { line, type } = this.handsNotList;
            out.push({ kind: 'problem', line, index: this.elementIndex++, record: true, field: 'hands', reason: reason('json.hands-not-list', { value: type }) });
            this.elementStart = -1;
          } else if (this.mode === Mode.ObjectTop && !this.wrapperHasHands) {
            if (this.oversized) {
              out.push({ kind: 'problem', line: this.elementLine, index: this.elementIndex++, record: true, reason: recordTooLong('hand') });
              this.parts = [];
            } else out.push({ kind: 'element', text: this.textTo(s, i + 1), index: this.elementIndex++, line: this.elementLine });
            this.elementStart = -1;
          } else if (this.mode === Mode.ObjectTop) {
            // `{ "hands": [...], "more": [...] }`: the format's wrapper holds the hands; what else it holds is not read.
            for (const m of this.otherMembers) out.push({ kind: 'problem', line: m.line, reason: reason('json.wrapper-member', { key: JSON.stringify(m.key) }), record: false });
          }
          this.mode = Mode.Done;
        }
        if (this.mode === Mode.Wrapper && this.depth === 1) this.mode = Mode.ObjectTop; // hands array closed
        continue;
      }
      if (c === 44) {
        if ((previous === 44 || previous === 91) && !this.saidEmptyElement && this.elementStart < 0
          && this.depth === this.elementDepth && (this.mode === Mode.Array || this.mode === Mode.Wrapper)) {
          out.push({ kind: 'problem', line: this.line, reason: reason('json.empty-element'), record: false });
          this.saidEmptyElement = true;
        }
        this.commaLine = this.line;
        if (this.elementStart >= 0 && this.depth === this.elementDepth && this.mode !== Mode.ObjectTop) {
          this.finishElement(s, i, out);
        }
        if (this.mode === Mode.ObjectTop && this.depth === 1) {
          this.expectHandsArray = false;
          this.member = undefined;
        }
        continue;
      }
      if (this.startsElement() && !(this.strayStart(first) && this.stray(c))) this.beginElement(i, first, true);
    }
    // What of this chunk belongs to an element or key still open goes aside; the next chunk continues at 0.
    if (this.elementStart >= 0) {
      const piece = s.length - this.elementStart;
      this.partsLength += piece;
      if (this.partsLength > MAX_RECORD_CHARS) {
        // Counted, not kept: the element ends as a rejected record. (No resynchronising inside it.) The top object
        // too, a hand or the wrapper before its "hands": it was kept whole, and a member of a gigabyte beside the
        // hands (or a hand of one) stopped the run with "RangeError: Invalid string length", memory growing meanwhile.
        this.oversized = true;
        this.parts = [];
        this.candidate = -1;
        this.listCandidate = -1;
        this.debris = -1;
      } else {
        this.parts.push(s.slice(this.elementStart));
      }
      this.elementStart = 0;
    }
    if (this.keyStart >= 0) {
      // Only a key's first characters are kept: a string of a gigabyte at the top level (a member's value, which is
      // read as a key until its colon fails to come) was gathered whole, until V8 stopped at "Invalid string length".
      if (this.keyPrefix.length <= MAX_KEY_CHARS) this.keyPrefix = clipKey(this.keyPrefix + s.slice(this.keyStart, this.keyStart + MAX_KEY_CHARS + 1));
      this.keyStart = 0;
    }
    return out;
  }

  end(): SplitItem[] {
    const out: SplitItem[] = [];
    if (this.probe !== undefined) out.push(this.probed());
    // Until no list laid out as debris is left (each read again is shorter than the last):
    for (;;) {
      // The text ends after a list held for its layout (held): the `]` it ended on was the list of hands' own.
      if (this.held !== undefined) out.push(...this.push(this.readHeldAgain()));
      else if (this.loose && this.elementStart >= 0 && !this.broken && this.debris >= 0 && (this.mode === Mode.Array || this.mode === Mode.Wrapper)) {
        // A list laid out as debris still open at the end: read again from there as a stray, as one that broke before.
        out.push(...this.push(this.strayFrom(this.textTo('', 0), this.debris, this.elementLine, this.debrisLine, this.debrisLastSignificant, this.debrisCommaLine)));
      } else break;
    }
    if (this.mode === Mode.Start) {
      out.push({ kind: 'problem', line: this.line, reason: reason(this.line > 1 || this.column > 0 ? 'file.blank' : 'file.empty'), record: false });
    } else if (this.mode === Mode.Done && this.elementIndex === 0 && !this.sawTrailingGarbage) {
      // `[]` or `{ "hands": [] }`: no hand, said as an empty file is, never a clean audit.
      out.push({ kind: 'problem', line: this.closeLine, reason: reason('json.no-hands'), record: false });
    } else if (this.mode !== Mode.Done) {
      // A value that is no object still open at the end: what is left of a broken hand, as a stray is.
      if (this.loose && this.elementStart >= 0 && !this.broken && (this.mode === Mode.Array || this.mode === Mode.Wrapper)) this.looseToStray('', 0);
      if (this.broken) {
        const reopened = this.broken.fragment && this.wasArray;
        out.push(...this.brokenElement('', 0));
        if (reopened) {
          this.parts = [];
          return out; // the array did close: what followed it was text where hands were expected
        }
      } else if (this.elementStart >= 0 && !(this.mode === Mode.ObjectTop && this.wrapperHasHands)) {
        const text = this.oversized ? '' : this.parts.join('');
        out.push({
          kind: 'problem', line: this.elementLine, index: this.elementIndex, record: true,
          reason: reason('json.cut-in-hand'), ...named(handIdNamedIn(text)),
        });
        this.elementIndex++;
        if (!this.oversized && this.mode !== Mode.ObjectTop) {
          for (const h of handIdsAfterFirst(text, this.elementLine)) {
            out.push({
              kind: 'problem', line: h.line, index: this.elementIndex++, record: true,
              reason: reason('json.hand-inside', { id: h.id, line: this.elementLine }), ...named(idOfKeyText(h.id)),
            });
          }
        }
      }
      const what = this.mode === Mode.Array || this.mode === Mode.Wrapper ? 'array' : 'object';
      out.push({ kind: 'problem', line: this.line, reason: reason(what === 'array' ? 'json.array-open' : 'json.object-open'), record: false });
    }
    this.parts = [];
    return out;
  }

  /**
   * Text where a hand should start that cannot start one (hands are objects that start their lines:
   * a string, a number or an array here is what is left of a broken hand): skipped to the next hand.
   * `c` is its first character: kept with the next few, to tell a whole value from debris.
   */
  private stray(c: number): boolean {
    if (this.handColumn < 0) return false;
    this.broken = { line: this.line, more: true, fragment: true, text: String.fromCharCode(c) };
    this.elementStart = -1;
    return true;
  }

  /**
   * Whether a value that is no object, starting here where an element starts, is to be read as a stray from the start:
   * hands start their lines at one column, and so does every element a pretty-printer writes; a value elsewhere (on
   * the line a hand ended on, or deeper) is what is left of a broken hand. Where no element has started its line (the
   * list on one line) every value is an element.
   */
  private strayStart(first: boolean): boolean {
    return this.handColumn >= 0 && !(first && this.column - 1 === this.handColumn);
  }

  /**
   * Whether `c` shows the value that is no object being read (`loose`, starting its line where the hands start: see
   * strayStart) to be what is left of a broken hand, not an element: a key at its level (`"dealer_id": …`), a string
   * open at its line's end, or a line that starts where the hands start while it waits for its comma. None of these
   * occurs in well-formed JSON, whatever its layout.
   */
  private looseIsDebris(c: number, first: boolean): boolean {
    if (!(this.mode === Mode.Array || this.mode === Mode.Wrapper)) return false;
    if (this.inString) return c === 10;
    if (c === 58) return this.depth === this.elementDepth;
    return first && this.depth === this.elementDepth && this.column - 1 === this.handColumn && c !== 93 && c !== 125 && c !== 44;
  }

  /**
   * Whether `c`, starting its line inside the list being read (`loose`), lays it out the way a broken hand leaves the
   * hands after it: a hand's `{` at the hands' column, or a `]` left of it. A pretty-printer indents what a list holds
   * deeper than the list, but one that indents nothing (Python's `indent=0`) writes a list's objects at the hands'
   * column, and JSON allows any layout: where to read again from (`debris`), not a proof.
   */
  private looseLaidOutAsDebris(c: number): boolean {
    if (!(this.mode === Mode.Array || this.mode === Mode.Wrapper) || this.inString || this.depth === this.elementDepth) return false;
    const column = this.column - 1;
    return c === 123 ? column === this.handColumn : c === 93 && column < this.handColumn;
  }

  /**
   * The list being read from `at` of its text `text` on (its `debris`, on line `line`) is debris after all: the read
   * stands where it stood there, the list a stray from its start (looseToStray), and the text from that line on is
   * returned to be read again, as it was read before the layout was taken for proof of nothing (split27).
   */
  private strayFrom(text: string, at: number, elementLine: number, line: number, lastSignificant: number, commaLine: number): string {
    const lineStart = text.lastIndexOf('\n', at) + 1;
    const head = text.slice(0, lineStart);
    this.broken = { line: elementLine, more: true, fragment: true, keyed: head.includes(':'), text: head.slice(0, STRAY_TEXT + 1) };
    this.elementStart = -1;
    this.parts = [];
    this.partsLength = 0;
    this.loose = false;
    this.debris = -1;
    this.inString = false;
    this.escaped = false;
    this.depth = this.elementDepth + 1;
    this.line = line;
    this.column = 0;
    this.lineBlank = true;
    this.lastSignificant = lastSignificant;
    this.commaLine = commaLine;
    return text.slice(lineStart);
  }

  /**
   * `c` after the list held (`held`): kept in `after` while what follows does not yet tell whose `]` ended the list
   * (undefined is returned), else the text to read on from, before the rest of the chunk from `c`: the list given and
   * `after` read as it comes, or the list read again as a stray (readHeldAgain).
   */
  private heldStep(c: number, out: SplitItem[]): string | undefined {
    const h = this.held!;
    const space = c === 32 || c === 10 || c === 13 || c === 9;
    let hold: boolean;
    let debris = false;
    if (h.stage === 0) {
      debris = c === 125;
      hold = space || (c === 44 && this.mode === Mode.Wrapper);
      if (c === 44) h.stage = 1;
    } else if (h.stage === 1) {
      hold = space || c === 34;
      if (c === 34) h.stage = 2;
    } else if (h.stage === 2) {
      hold = c !== 10;
      if (c === 92) h.stage = 3;
      else if (c === 34) h.stage = 4;
    } else if (h.stage === 3) {
      hold = c !== 10;
      h.stage = 2;
    } else {
      debris = c === 58;
      hold = space;
    }
    if (debris) return this.readHeldAgain();
    if (hold && h.after.length < HELD_AFTER) {
      h.after += String.fromCharCode(c);
      return undefined;
    }
    // The list of hands goes on: the list is an element, and what came after it is read as it comes.
    this.held = undefined;
    out.push(h.el);
    return h.after;
  }

  /**
   * The list held (`held`) is what a `[` before a hand's line made of the hands after it: read again as a stray from
   * its `debris`, then what came after it; the text to read returned.
   */
  private readHeldAgain(): string {
    const h = this.held!;
    this.held = undefined;
    this.elementIndex = h.el.index;
    this.lastEnd = h.lastEnd;
    return this.strayFrom(h.el.text, h.debris, h.el.line, h.line, h.lastSignificant, h.commaLine) + h.after;
  }

  /** The value being read is debris after all (looseIsDebris): read on as a stray from where it began (stray). */
  private looseToStray(s: string, i: number): void {
    let head = '';
    let keyed = false;
    if (!this.oversized) {
      for (const p of [...this.parts, s.slice(this.elementStart, i)]) {
        if (head.length <= STRAY_TEXT) head += p.slice(0, STRAY_TEXT + 1 - head.length);
        if (!keyed && p.includes(':')) keyed = true;
      }
    }
    this.broken = { line: this.elementLine, more: true, fragment: true, keyed, text: head };
    this.elementStart = -1;
    this.parts = [];
    this.loose = false;
    this.debris = -1;
  }

  /** The element ends at `end` of `s` (a comma or the list's `]`): given, or refused unheld if it was too long. */
  private finishElement(s: string, end: number, out: SplitItem[]): void {
    if (!this.oversized) {
      out.push(this.endElement(s, end));
      return;
    }
    out.push({ kind: 'problem', line: this.elementLine, index: this.elementIndex++, record: true, reason: recordTooLong('hand') });
    this.elementStart = -1;
    this.parts = [];
    this.loose = false;
    this.debris = -1;
    this.lastEnd = this.line;
  }

  /**
   * The bracket just read (depth already lowered) closes the list of hands or the `{ "hands": [...] }` wrapper:
   * the levels the splitter reads itself, not a hand's text that JSON.parse judges.
   */
  private closesHandsContainer(): boolean {
    if ((this.mode === Mode.Array || this.mode === Mode.Wrapper) && this.depth === this.elementDepth - 1) return true;
    return this.mode === Mode.ObjectTop && this.depth === 0 && this.wrapperHasHands;
  }

  /** The first character of the value of a top-level "hands" member: anything but `[` is no list of hands. */
  private noteHandsValue(c: number): void {
    if (!(this.mode === Mode.ObjectTop && this.depth === 1 && this.expectHandsArray) || c === 58 || c === 91 || c === 44 || c === 125 || c === 93) return;
    if (!this.handsNotList) this.handsNotList = { line: this.line, type: valueType(c) };
  }

  private startsElement(): boolean {
    return this.elementStart < 0 && this.depth === this.elementDepth
      && (this.mode === Mode.Array || this.mode === Mode.Wrapper);
  }

  /**
   * `first`: the element starts its line (the first that does sets the column hands start at). `loose`: it is a value
   * that is no object.
   */
  private beginElement(i: number, first = false, loose = false): void {
    if (first && this.handColumn < 0) this.handColumn = this.column - 1;
    this.loose = loose;
    this.debris = -1;
    this.elementStart = i;
    this.elementLine = this.line;
    this.parts = [];
    this.partsLength = 0;
    this.oversized = false;
    this.candidate = -1;
    this.listCandidate = -1;
  }

  /**
   * The element ends at `end` of `s`. Pushed as is, unless it does not parse and spans a line that
   * starts like a hand: then its text up to that line is the broken hand, and the returned text
   * (from there, then the rest of `s`) is read again as the array's next elements.
   */
  private resumeAt(s: string, end: number, out: SplitItem[]): string | undefined {
    if (this.oversized) {
      out.push({ kind: 'problem', line: this.elementLine, index: this.elementIndex++, record: true, reason: recordTooLong('hand') });
      this.elementStart = -1;
      return undefined;
    }
    let candidate = this.candidate;
    let candidateLine = this.candidateLine;
    const listCandidate = this.listCandidate;
    const listCandidateLine = this.listCandidateLine;
    const lastEnd = this.lastEnd;
    const loose = this.loose;
    const debris = this.debris;
    const el = this.endElement(s, end);
    if (loose && debris >= 0) {
      // A list laid out as debris (`debris`): a whole one is held until what follows it shows whose `]` ended it; one
      // that does not parse is debris from there.
      if (parses(el.text)) {
        this.held = {
          el, debris, line: this.debrisLine, lastEnd, lastSignificant: this.debrisLastSignificant, commaLine: this.debrisCommaLine,
          after: '', stage: 0,
        };
        return undefined;
      }
      this.elementIndex = el.index;
      this.lastEnd = lastEnd;
      return this.strayFrom(el.text, debris, el.line, this.debrisLine, this.debrisLastSignificant, this.debrisCommaLine) + s.slice(end);
    }
    if (!el.text.includes(':') && el.text.charCodeAt(0) === 123 && this.handColumn >= 0 && !isEmptyObject(el.text)) {
      // `{` and `]` with no key between: a stray brace, not a hand. Said, not counted. An empty object `{}` on its
      // line is an element as it is on one line: a record, counted and rejected (hostile24: a pretty-printed list of
      // a hand, `{}` and a hand counted 2 hands, the compact one 3).
      this.elementIndex--;
      this.lastEnd = lastEnd;
      out.push({ kind: 'problem', line: el.line, record: false, reason: reason('json.not-start', { line: el.line }) });
      return undefined;
    }
    // A value that is no object, whole, is an element (an unindented list's own `[` lines start at the hands' column).
    if ((candidate < 0 && listCandidate < 0) || (loose ? parses(el.text) : parsesAsObject(el.text))) {
      out.push(el);
      return undefined;
    }
    if (listCandidate >= 0 && wholeListAt(el.text, listCandidate, this.handColumn)) {
      candidate = listCandidate;
      candidateLine = listCandidateLine;
    }
    if (candidate < 0) {
      out.push(el);
      return undefined;
    }
    const head = el.text.slice(0, candidate);
    if (head.includes(':')) out.push({ ...el, text: head });
    else {
      // A stray `{` or `[` before a hand: not a hand (no key in it), said and not counted.
      this.elementIndex--;
      out.push({ kind: 'problem', line: el.line, record: false, reason: reason('json.skipped', { line: el.line, next: candidateLine }) });
    }
    this.depth = this.elementDepth;
    this.line = candidateLine;
    this.inString = false;
    this.escaped = false;
    this.column = 0;
    this.lineBlank = true;
    // The next element starts at the candidate's `{`: its column is restored by reading its indentation again.
    const lineStart = el.text.lastIndexOf('\n', candidate) + 1;
    const rest = el.text.slice(lineStart) + s.slice(end);
    this.line = candidateLine;
    // A hand cut where the next starts (a brace missing): said as that, not as a comma missing before it.
    this.lastSignificant = 44;
    return rest;
  }

  /** The hand whose string ran past its line, rejected; the read resumes at `i` of `s` (or has ended). */
  private brokenElement(s: string, i: number): SplitItem[] {
    const text = this.oversized ? '' : this.parts.join('') + s.slice(Math.max(this.elementStart, 0), i);
    const { line, more, fragment, keyed, text: strayText } = this.broken!;
    this.broken = undefined;
    this.parts = [];
    this.elementStart = -1;
    if (fragment && keyed && line !== this.lastEnd) {
      // Keys where a hand should start, not the rest of the hand before (a stray `]` after a hand's `{`): a hand, rejected.
      this.lastEnd = this.line;
      return [{ kind: 'problem', line, index: this.elementIndex++, record: true, reason: reason('json.not-hand-start', { line, next: this.line }) }];
    }
    const value = fragment && !keyed && line !== this.lastEnd && strayText !== undefined ? wholeValueText(strayText) : undefined;
    if (value !== undefined) {
      // A whole JSON value where a hand should start (`null`, `5`, `"x"`, `[]`) is an element of the array as much
      // as it is on one line: given as one, to be refused as that is (not an object), the hands after it keeping
      // their index.
      this.lastEnd = this.line;
      return [{ kind: 'element', text: value, index: this.elementIndex++, line }];
    }
    if (fragment || (!this.oversized && !text.includes(':'))) {
      // Not a hand (no key in it): said, not counted.
      return [{ kind: 'problem', line, record: false, reason: reason('json.skipped', { line, next: this.line }) }];
    }
    const out: SplitItem[] = [{
      kind: 'problem', line: this.elementLine, index: this.elementIndex++, record: true,
      // Nothing after the line: the file may as well have been cut there.
      reason: more || s !== ''
        ? reason('json.string-open', { line })
        : reason('json.cut-in-hand'),
      ...named(handIdNamedIn(text)),
    }];
    for (const h of handIdsAfterFirst(text, this.elementLine)) {
      out.push({
        kind: 'problem', line: h.line, index: this.elementIndex++, record: true,
        reason: reason('json.hand-inside', { id: h.id, line: out[0]!.line }), ...named(idOfKeyText(h.id)),
      });
    }
    return out;
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
    this.loose = false;
    this.debris = -1;
    this.lastEnd = this.line;
    return el;
  }
}

/** `{}`, blank space allowed inside: a whole JSON value, an object with no member. */
function isEmptyObject(text: string): boolean {
  return /^\{\s*\}$/.test(text);
}

/**
 * Whether the text from `at` (a `[` starting its line at `column`) to its matching bracket is a whole JSON list laid
 * out as a list among the hands is: closed on its own line or by a `]` starting its line under the `[` (a `[` put
 * inside a hand closes with the hand's own lists, deeper).
 */
function wholeListAt(text: string, at: number, column: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) depth++;
    else if ((c === 93 || c === 125) && --depth === 0) {
      const lineStart = text.lastIndexOf('\n', i) + 1;
      const ownLine = lineStart <= at;
      const under = i - lineStart === column && text.slice(lineStart, i).trim() === '';
      return c === 93 && (ownLine || under) && parses(text.slice(at, i + 1));
    }
  }
  return false;
}

/** Whether the text is one whole JSON value. */
function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A hand at least in shape: an object (an array holding the hands that follow is what a stray `[` makes). */
function parsesAsObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

const HAND_ID_KEY = /"hand_id"\s*:\s*("(?:[^"\\\n]|\\.){0,200}"|[^,}\n]{0,40})/g;

/**
 * The hand_id an unreadable hand's text names: the string value of its first `"hand_id"` key (the hand's own,
 * as handIdsAfterFirst counts it), where that decodes to one the schema could take (citedHandId). A hint for the
 * dispute replay ("its record was rejected"), never a claim: the text did not parse, the key may be another's.
 */
export function handIdNamedIn(text: string): string | undefined {
  HAND_ID_KEY.lastIndex = 0;
  const m = HAND_ID_KEY.exec(text);
  return m ? idOfKeyText(m[1]!) : undefined;
}

/** A `"hand_id"` key's value as handIdsAfterFirst keeps its text (`"H-05"`): the string, or none. */
export function idOfKeyText(value: string): string | undefined {
  const t = value.trim();
  if (!t.startsWith('"')) return undefined;
  try {
    return citedHandId(JSON.parse(t));
  } catch {
    return undefined;
  }
}

function named(id: string | undefined): { namedId?: string } {
  return id === undefined ? {} : { namedId: id };
}

/**
 * The `"hand_id"` keys of an unreadable text after its first (the hand's own), with their lines:
 * the hands a broken one swallowed, so that each is counted, rejected, rather than lost unseen.
 */
export function handIdsAfterFirst(text: string, firstLine: number): { line: number; id: string }[] {
  const out: { line: number; id: string }[] = [];
  const key = /"hand_id"\s*:\s*("(?:[^"\\\n]|\\.){0,200}"|[^,}\n]{0,40})/g;
  let line = firstLine;
  let counted = 0;
  let first = true;
  for (let m = key.exec(text); m; m = key.exec(text)) {
    for (let j = text.indexOf('\n', counted); j >= 0 && j < m.index; j = text.indexOf('\n', j + 1)) line++, (counted = j + 1);
    if (first) {
      first = false;
      continue;
    }
    out.push({ line, id: m[1]!.trim() });
  }
  return out;
}

/**
 * How many characters after a list held for its layout are kept while they do not yet tell whose `]` ended it
 * (white space, a comma, a key): past these the list is given, as when the list of hands goes on.
 */
const HELD_AFTER = 4096;

/** How many characters of a stray value are kept: enough for a number, a short string or `null`, bounded. */
const STRAY_TEXT = 256;

/** A stray's text (then maybe `,` and white space) without them, where it is one whole JSON value that is not an object. */
function wholeValueText(text: string): string | undefined {
  if (text.length > STRAY_TEXT) return undefined;
  const t = text.trim().replace(/,$/, '').trim();
  if (t === '') return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return typeof v !== 'object' || v === null || Array.isArray(v) ? t : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON type a value that starts with `c` has (its first character tells it). */
function valueType(c: number): string {
  if (c === 123) return 'object';
  if (c === 34) return 'string';
  if (c === 110) return 'null';
  if (c === 116 || c === 102) return 'boolean';
  return 'number';
}
