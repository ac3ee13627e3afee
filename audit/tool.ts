import { readFileSync } from 'node:fs';

// Compiled, this file is dist/audit/tool.js; under the tests it is audit/tool.ts.
const up = import.meta.url.includes('/dist/audit/') ? '../../package.json' : '../package.json';
const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name: string; version: string };

export const TOOL_NAME: string = pkg.name;
export const TOOL_VERSION: string = pkg.version;
