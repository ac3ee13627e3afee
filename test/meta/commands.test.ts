// cli/commands/ is wiring: each command file parses its options, calls app/ and picks a renderer. None
// imports another (a helper two commands share is a plain module in cli/ or a use case in app/).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const COMMANDS = resolve(dirname(fileURLToPath(import.meta.url)), '../../cli/commands');

/** The imports of a command file that name another command file. */
function commandImports(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^'";]*?from\s*['"](\.\/[^'"]+)['"]|import\s*\(\s*['"](\.\/[^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

describe('cli/commands: no command file imports another', () => {
  it('holds for every command file', () => {
    const files = readdirSync(COMMANDS).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const bad = files.flatMap((f) => commandImports(readFileSync(join(COMMANDS, f), 'utf8')).map((spec) => `${f} imports ${spec}`));
    expect(bad).toEqual([]);
  });

  it('fails on a command importing another', () => {
    expect(commandImports("import { checkInputs } from './audit.js';\nimport { note } from '../say.js';")).toEqual(['./audit.js']);
    expect(commandImports("const m = await import('./map.js');")).toEqual(['./map.js']);
  });
});
