import type { Lang } from '../../engine/core/engine-types.js';

/** One article of a catalog, whole: the regulation's text, the English summary, status, rules, parameters. */
export interface ArticleDetail {
  catalog: { id: string; version: string; title: string; citation: string };
  article: string;
  title: string;
  status: string;
  text_es: string;
  summary_en: string;
  /** The catalog's note that the official copy masks words in this text («MORDAZA»), if it does. */
  masked_note?: string;
  reason?: string;
  needs?: string;
  rules: { id: string; description: string }[];
  interpretations: { text: string; parameter?: string }[];
  /** Words of the article that no log can show, quoted, and why (articles.json `not_checkable_parts`). */
  not_checkable_parts: { words: string; reason: string }[];
  parameters: { name: string; value: unknown; interpretation: boolean }[];
}

const WORDS = {
  es: {
    status: { enforced: 'verificado', 'not-checkable': 'no verificable' } as Record<string, string>,
    text: 'Texto del reglamento',
    summary: 'Resumen en inglés (paráfrasis, no el texto)',
    rules: 'Reglas que lo verifican',
    noRules: 'ninguna',
    needs: 'Requiere',
    why: 'Motivo',
    interpretations: 'Interpretaciones',
    parameter: 'parámetro',
    parameters: 'Parámetros',
    isInterpretation: 'interpretación',
    parts: 'Lo que ningún registro puede mostrar (no se verifica)',
  },
  en: {
    status: { enforced: 'enforced', 'not-checkable': 'not checkable' } as Record<string, string>,
    text: 'The regulation\'s text (Spanish)',
    summary: 'English summary (a paraphrase, not the text)',
    rules: 'Rules that check it',
    noRules: 'none',
    needs: 'Needs',
    why: 'Why',
    interpretations: 'Interpretations',
    parameter: 'parameter',
    parameters: 'Parameters',
    isInterpretation: 'interpretation',
    parts: 'What no log can show (not checked)',
  },
} as const;

/** Wraps a paragraph at `width` columns, each line indented. */
function wrap(text: string, indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** `veedor rules <id> <article>`: one article whole, as an inspector reads it before a dispute. */
export function articleDetailText(d: ArticleDetail, lang: Lang, json: boolean): string {
  if (json) return JSON.stringify(d, null, 2);
  const w = WORDS[lang];
  const out = [
    `${d.catalog.title} — ${d.catalog.id} ${d.catalog.version}`,
    d.catalog.citation,
    '',
    `${d.article} — ${d.title}  [${w.status[d.status] ?? d.status}]`,
    '',
    `${w.text}:`,
    ...wrap(`«${d.text_es}»`, '  '),
    ...(d.masked_note ? wrap(d.masked_note, '  ') : []),
    '',
    `${w.summary}:`,
    ...wrap(d.summary_en, '  '),
    '',
    d.rules.length ? `${w.rules}:` : `${w.rules}: ${w.noRules}`,
  ];
  for (const r of d.rules) out.push(...wrap(`${r.id}: ${r.description}`, '  '));
  if (d.needs) out.push('', `${w.needs}:`, ...wrap(d.needs, '  '));
  if (d.reason) out.push('', `${w.why}:`, ...wrap(d.reason, '  '));
  if (d.not_checkable_parts.length) {
    out.push('', `${w.parts}:`);
    for (const p of d.not_checkable_parts) out.push(...wrap(`- «${p.words}»: ${p.reason}`, '  '));
  }
  if (d.interpretations.length) {
    out.push('', `${w.interpretations}:`);
    for (const i of d.interpretations) out.push(...wrap(`- ${i.text}${i.parameter ? ` (${w.parameter} ${i.parameter})` : ''}`, '  '));
  }
  if (d.parameters.length) {
    out.push('', `${w.parameters}:`);
    for (const p of d.parameters) out.push(`  ${p.name} = ${JSON.stringify(p.value)}${p.interpretation ? ` (${w.isInterpretation})` : ''}`);
  }
  return out.join('\n');
}
