import { existsSync, readFileSync } from 'node:fs';
import type { ArticlesFile, Bilingual, Parameter } from './types.js';

/** A catalog's data: articles.json, parameters.json and (optional) governs.json. */
export interface CatalogData {
  articles: ArticlesFile;
  parameters: Record<string, Parameter>;
  governs?: Record<string, string>;
  governsNote?: Bilingual;
}

/** Reads a catalog's JSON beside its index module (the build copies the JSON next to the JS). */
export function loadCatalogJson(moduleUrl: string): CatalogData {
  const read = (name: string) => JSON.parse(readFileSync(new URL(name, moduleUrl), 'utf8')) as unknown;
  const articles = read('./articles.json') as ArticlesFile;
  const parameters = (read('./parameters.json') as { parameters: Record<string, Parameter> }).parameters;
  // governs.json is optional: without it the replay cites only the articles of findings.
  if (!existsSync(new URL('./governs.json', moduleUrl))) return { articles, parameters };
  const g = read('./governs.json') as { governs: Record<string, string>; unmapped?: Bilingual };
  return { articles, parameters, governs: g.governs, governsNote: g.unmapped };
}
