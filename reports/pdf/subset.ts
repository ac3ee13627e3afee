// The cover's statement of a filtered export (the workbench's findings.pdf): that the document holds only
// the findings one filter keeps, which filter, and the subset's counts beside the whole run's.
import type { Lang } from '../../engine/core/engine-types.js';
import { formatAmount } from '../../engine/core/money-text.js';
import { FILTER_FIELDS } from '../../store/finding-filter.js';
import type { Frame } from './frame.js';
import { CONTENT_WIDTH, PAGE } from './frame.js';
import type { PdfReportModel, SubsetCover } from './model.js';
import { drawTable } from './table.js';
import { LABELS } from './text.js';

const WORDS = {
  es: {
    title: 'Subconjunto: este documento contiene solo los hallazgos que cumplen un filtro',
    intro: 'La portada y el resumen son los de toda la auditoría; las entradas son solo las del filtro. Filtro:',
    what: 'Cifra', subset: 'Este subconjunto', run: 'Toda la auditoría', findings: 'Hallazgos',
    categories: { payout: 'pago', procedure: 'procedimiento', integrity: 'integridad', input: 'entrada' } as Record<string, string>,
  },
  en: {
    title: 'Subset: this document holds only the findings that match a filter',
    intro: "The cover and the summary are the whole run's; the entries are the filter's only. Filter:",
    what: 'Figure', subset: 'This subset', run: 'The whole run', findings: 'Findings',
    categories: { payout: 'payout', procedure: 'procedure', integrity: 'integrity', input: 'input' } as Record<string, string>,
  },
} as const;

const MARK = '#1d4ed8';

/**
 * The filter in words: "dealer D-311; desde 2026-11-20", the dealer in the run's catalogs' word (`dealer`), as the
 * workbench's filter that asked for the PDF names it.
 */
export function filterText(filter: SubsetCover['filter'], lang: Lang, dealer: string): string {
  const w = WORDS[lang];
  const word = (name: string) => name === 'dealer' ? dealer : FILTER_FIELDS.find((f) => f.name === name)?.words[lang] ?? name;
  return filter.map(([name, value]) => `${word(name)} ${name === 'category' ? w.categories[value] ?? value : value}`).join('; ');
}

export function drawSubset(frame: Frame, m: PdfReportModel, lang: Lang, dealer: string): void {
  const s = m.subset;
  if (!s) return;
  const w = WORDS[lang];
  const x = PAGE.left;
  const inner = CONTENT_WIDTH - 14;
  for (const [text, style] of [
    [w.title, { font: 'Helvetica-Bold', size: 9.5, color: MARK }],
    [`${w.intro} ${filterText(s.filter, lang, dealer)}.`, { size: 8.5 }],
  ] as const) {
    const h = frame.measure(text, inner, style);
    frame.ensure(h + 4);
    frame.box(x, frame.y - 2, 3, h + 4, MARK);
    frame.text(text, x + 12, frame.y, inner, style);
    frame.y += h + 4;
  }
  frame.y += 4;
  const run = m.summary;
  const rows: string[][] = [[w.findings, String(s.findings), String(run.findings)]];
  for (const c of Object.keys(run.by_category)) {
    rows.push([`${w.findings} · ${w.categories[c] ?? c}`, String(s.byCategory[c] ?? 0), String(run.by_category[c as keyof typeof run.by_category] ?? 0)]);
  }
  for (const cur of [...new Set([...Object.keys(run.money), ...Object.keys(s.money)])].sort()) {
    const a = s.money[cur];
    const b = run.money[cur];
    // Worded as the report's summary words the same sums (the subset's table said «Pagado de más»).
    rows.push([LABELS[lang].underpaid, formatAmount(a?.underpaid ?? 0, cur), formatAmount(b?.underpaid ?? 0, cur)]);
    rows.push([LABELS[lang].overpaid, formatAmount(a?.overpaid ?? 0, cur), formatAmount(b?.overpaid ?? 0, cur)]);
  }
  drawTable(frame, [{ title: w.what, width: 4 }, { title: w.subset, width: 2, align: 'right' }, { title: w.run, width: 2, align: 'right' }], rows);
  frame.y += 12;
}
