import { readFileSync } from 'node:fs';
import type { ArticlesFile, Parameter } from './types.js';

/** Reads a catalog's JSON beside its index module (the build copies the JSON next to the JS). */
export function loadCatalogJson(moduleUrl: string): { articles: ArticlesFile; parameters: Record<string, Parameter> } {
  const read = (name: string) => JSON.parse(readFileSync(new URL(name, moduleUrl), 'utf8')) as unknown;
  const articles = read('./articles.json') as ArticlesFile;
  const parameters = (read('./parameters.json') as { parameters: Record<string, Parameter> }).parameters;
  return { articles, parameters };
}
