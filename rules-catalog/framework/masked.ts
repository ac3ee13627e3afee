import type { Lang } from '../../engine/core/engine-types.js';
import type { ArticlesFile } from './types.js';

/** An article's quoted text, with any displaced continuation. */
interface Quoted {
  text_es: string;
  text_es_continued?: string[];
}

/**
 * The catalog's note that the official copy masks words («MORDAZA»), in the reader's language, when
 * one of the quoted articles holds the masking word; undefined otherwise. A report shows it once.
 */
export function maskedNote(file: Pick<ArticlesFile, 'masked'>, quoted: readonly Quoted[], lang: Lang): string | undefined {
  const m = file.masked;
  if (!m) return undefined;
  const holds = (a: Quoted) => a.text_es.includes(m.word) || (a.text_es_continued ?? []).some((t) => t.includes(m.word));
  return quoted.some(holds) ? m.note[lang] : undefined;
}
