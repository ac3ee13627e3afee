// Text laid out for a terminal's width: a table whose heads break over lines when it is too wide,
// and prose wrapped at spaces (the summary's and the audit report's). No store, no pdfkit: the
// terminal report loads only this.

/**
 * A table for the terminal: text columns (`left`) aligned left, numbers and amounts right, two spaces
 * between. When the headers make it wider than `width`, each header is broken into lines at its spaces
 * (as narrow as its column's values allow), so the table is as wide as its values, not its words.
 */
export function table(head: string[], rows: string[][], width: number, left = 1): string {
  const valueWidths = head.map((_, i) => Math.max(0, ...rows.map((r) => (r[i] ?? '').length)));
  const full = head.map((h, i) => Math.max(h.length, valueWidths[i]!));
  const fits = full.reduce((n, w) => n + w, 0) + 2 * (head.length - 1) <= width;
  const heads = head.map((h, i) => (fits ? [h] : breakWords(h, Math.max(valueWidths[i]!, ...h.split(' ').map((x) => x.length)))));
  const widths = head.map((_, i) => Math.max(valueWidths[i]!, ...heads[i]!.map((x) => x.length)));
  const depth = Math.max(...heads.map((x) => x.length));
  const line = (cells: string[]) => cells.map((c, i) => (i < left ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  // A header broken over lines sits on the table, its last line just above the values.
  const headLines = Array.from({ length: depth }, (_, k) => line(heads.map((h) => h[k - (depth - h.length)] ?? '')));
  return [...headLines, ...rows.map(line)].join('\n');
}

/** Words into lines of at most `width` (a longer word keeps its own line). */
function breakWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ' ' + word;
    else lines.push(word);
  }
  return lines;
}

/**
 * A line of prose wrapped at spaces to `width`, the lines after the first indented by `indent`; a
 * list (`sep` ", ") is wrapped between its items only, so "pe-poker-caribeno 1.0.0" stays on one line.
 */
export function wrapLine(text: string, width: number, indent = '  ', sep = ' '): string[] {
  const lines: string[] = [];
  let current = '';
  const glue = sep.trimEnd();
  const words = text.split(sep);
  for (const [i, piece] of words.entries()) {
    const word = i < words.length - 1 ? piece + glue : piece;
    const prefix = lines.length === 0 ? '' : indent;
    if (current !== '' && prefix.length + current.length + 1 + word.length > width) {
      lines.push(prefix + current);
      current = word;
    } else current = current === '' ? word : current + ' ' + word;
  }
  lines.push((lines.length === 0 ? '' : indent) + current);
  return lines;
}
