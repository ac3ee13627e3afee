import type { Frame, TextStyle } from './frame.js';
import { CONTENT_WIDTH, MUTED, PAGE, RULE, SHADE } from './frame.js';

export interface Column {
  title: string;
  /** A share of the content width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right';
  style?: TextStyle;
}

const PAD = 3;
const SIZE = 7.5;
const HEAD_STYLE: TextStyle = { font: 'Helvetica-Bold', size: 7, color: MUTED };

/** The height a table needs on the page where it starts: its header and first row (a heading keeps it, heading()'s `keep`). */
export function tableLead(frame: Frame, columns: Column[], rows: string[][], opts: { width?: number } = {}): number {
  const total = opts.width ?? CONTENT_WIDTH;
  const share = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * total);
  const height = (cells: string[], style: (i: number) => TextStyle) =>
    Math.max(...cells.map((c, i) => frame.measure(c, widths[i]! - 2 * PAD, style(i)))) + 2 * PAD;
  const head = height(columns.map((c) => c.title), () => HEAD_STYLE);
  return head + (rows[0] ? height(rows[0], (i) => ({ size: SIZE, ...columns[i]!.style })) : 0);
}

/**
 * A table whose cells wrap inside their column; a row never splits across
 * pages, and the header is repeated on a new page.
 */
export function drawTable(frame: Frame, columns: Column[], rows: string[][], opts: { x?: number; width?: number } = {}): void {
  const x0 = opts.x ?? PAGE.left;
  const total = opts.width ?? CONTENT_WIDTH;
  const share = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * total);
  const headStyle = HEAD_STYLE;

  const rowHeight = (cells: string[], style?: (i: number) => TextStyle) =>
    Math.max(...cells.map((c, i) => frame.measure(c, widths[i]! - 2 * PAD, style ? style(i) : { size: SIZE }))) + 2 * PAD;

  const drawRow = (cells: string[], style: (i: number) => TextStyle, fill?: string) => {
    const h = rowHeight(cells, style);
    if (fill) frame.box(x0, frame.y, total, h, fill);
    let x = x0;
    cells.forEach((c, i) => {
      frame.text(c, x + PAD, frame.y + PAD, widths[i]! - 2 * PAD, { ...style(i), align: columns[i]!.align ?? 'left' });
      x += widths[i]!;
    });
    frame.y += h;
    frame.rule(frame.y, RULE, x0, x0 + total, 0.3);
  };

  const header = columns.map((c) => c.title);
  const drawHeader = () => drawRow(header, () => headStyle, SHADE);
  const cellStyle = (i: number): TextStyle => ({ size: SIZE, ...columns[i]!.style });

  frame.ensure(tableLead(frame, columns, rows, opts));
  drawHeader();
  for (const r of rows) {
    const h = rowHeight(r, cellStyle);
    if (frame.ensure(h)) drawHeader();
    drawRow(r, cellStyle);
  }
}
