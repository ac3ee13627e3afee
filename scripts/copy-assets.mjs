// Copies what the compiled code reads at run time (schemas, catalogs, fonts, store migrations) into dist/.
import { cpSync, existsSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const roots = ['engine', 'rules-catalog', 'simulate', 'audit', 'store', 'reports', 'app', 'cli'].filter((r) => existsSync(r));
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(json|ttf|otf|sql)$/.test(name)) {
      const to = join('dist', p);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(p, to);
    }
  }
}
for (const r of roots) walk(r);
