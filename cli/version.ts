import { readFileSync } from 'node:fs';

// Compiled, this file is dist/cli/version.js; under the tests it is cli/version.ts.
const up = import.meta.url.includes('/dist/cli/') ? '../../package.json' : '../package.json';
const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name: string; version: string };

export const TOOL_NAME: string = pkg.name;
export const TOOL_VERSION: string = pkg.version;
