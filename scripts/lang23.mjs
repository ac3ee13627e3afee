// lang23: every path a user meets, in Spanish and in English, swept mechanically.
//
//   node scripts/lang23.mjs DIR            run every scenario in --lang es, --lang en and without --lang
//                                          (VEEDOR_LANG unset: the default, Spanish), capture stdout, stderr, exit
//                                          code and the files written (PDF as text through pdftotext), then check
//   node scripts/lang23.mjs DIR --check    check what DIR already holds (no runs)
//
// Checks, per scenario and language (report in DIR/report.txt, exit 1 when something is flagged):
//   - English words in the Spanish output, Spanish words in the English output (word lists below; quoted regulation
//     text, article titles, ids, field names, file paths and JSON keys are taken out first);
//   - a message line identical in both languages where it has words (stderr lines; stdout only for short outputs);
//   - text missing in one language: empty output where the other has words, `undefined`, `[object Object]`, `NaN`,
//     a raw key (`msg.x_y`, `{name}`);
//   - the default (no --lang) differs from --lang es;
//   - a decimal comma in an output that is not an --excel CSV (the docs: decimal point everywhere but --excel).
// The binary is dist/cli/veedor.js of this worktree (npm run build first).
import { spawnSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync, rmSync, statSync, copyFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'dist/cli/veedor.js');
const args = process.argv.slice(2);
const DIR = resolve(args.find((a) => !a.startsWith('--')) ?? '/tmp/lang23');
const CHECK_ONLY = args.includes('--check');
const ONLY = args.find((a) => a.startsWith('--only='))?.slice(7);

const F = (p) => join(ROOT, p);
const DEMO = {
  pl: F('fixtures/demo/pot-luck-lima.ndjson'),
  cs: F('fixtures/demo/poker-caribeno-lima.ndjson'),
  ds: F('fixtures/demo/dragon-six-lima.ndjson'),
  pg: F('fixtures/demo/pai-gow-san-juan.ndjson'),
  mb: F('fixtures/demo/black-jack-marbella.ndjson'),
};
const RULESETS = ['pe-pot-luck-black-jack', 'pe-poker-caribeno', 'pe-dragon-six-baccarat', 'pr-8669-pai-gow-bonus', 'es-marbella-black-jack'];
const RULESET_OF = { pl: RULESETS[0], cs: RULESETS[1], ds: RULESETS[2], pg: RULESETS[3], mb: RULESETS[4] };

function handIds(file) {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand_id);
}

// ---------------------------------------------------------------- scenarios
// { id, args: (o) => string[] where o = { out(name) } , lang: true (append --lang), cwd?, stdin?, setup?(wd) }
const S = [];
const add = (id, argsFn, extra = {}) => S.push({ id, args: argsFn, lang: true, ...extra });

// audit: every catalog, every format
for (const [k, f] of Object.entries(DEMO)) {
  add(`audit-${k}-text`, () => ['audit', f, '--quiet']);
  add(`audit-${k}-csv`, (o) => ['audit', f, '--quiet', '--format', 'csv', '--out', o.out('r.csv')]);
  add(`audit-${k}-excel`, (o) => ['audit', f, '--quiet', '--excel', '--out', o.out('r.excel.csv')]);
  add(`audit-${k}-json`, (o) => ['audit', f, '--quiet', '--out', o.out('r.json')]);
  add(`audit-${k}-pdf`, (o) => ['audit', f, '--quiet', '--pdf', o.out('r.pdf'), '--casino', 'Casino Miraflores', '--stats', '--out', o.out('r.txt')]);
  add(`stats-${k}`, (o) => (mkdirSync(o.out('svg'), { recursive: true }), ['stats', f, '--by', 'dealer', 'table', 'shift', 'day', 'shoe', '--svg', o.out('svg')]));
  add(`stats-${k}-csv`, (o) => ['stats', f, '--format', 'csv', '--out', o.out('s.csv')]);
  add(`stats-${k}-json`, (o) => ['stats', f, '--format', 'json', '--out', o.out('s.json')]);
  add(`validate-${k}`, () => ['validate', f]);
  add(`rules-${k}`, () => ['rules', RULESET_OF[k]]);
  add(`simulate-${k}-stats`, (o) => ['simulate', '--ruleset', RULESET_OF[k], '--hands', '200', '--faults', '0.2', '--stats', '--out', o.out('h.ndjson'), '--key', o.out('key.csv')]);
  add(`simulate-${k}-list`, () => ['simulate', '--ruleset', RULESET_OF[k], '--list-faults']);
  // replay: the first hands with findings and one clean, text; one JSON, HTML and PDF each
  const ids = handIds(f);
  const pick = [...ids.slice(0, 14), ...ids.filter((h) => /CLEAN/.test(h)).slice(0, 1)];
  for (const h of pick) add(`replay-${k}-${h}`, () => ['replay', f, h]);
  add(`replay-${k}-files`, (o) => ['replay', f, ids[1], '--pdf', o.out('rp.pdf'), '--html', o.out('rp.html')]);
  add(`replay-${k}-json`, (o) => ['replay', f, ids[1], '--format', 'json']);
}
add('rules-list', () => ['rules']);
add('rules-list-json', () => ['rules', '--json']);
add('rules-pl-13', () => ['rules', 'pe-pot-luck-black-jack', '13']);
add('rules-ds-4', () => ['rules', 'pe-dragon-six-baccarat', '4']);
add('rules-mb-dobles', () => ['rules', 'es-marbella-black-jack', 'Dobles']);
add('rules-pg-1', () => ['rules', 'pr-8669-pai-gow-bonus', '1']);
add('rules-cs-9', () => ['rules', 'pe-poker-caribeno', '9']);
add('rules-pl-99', () => ['rules', 'pe-pot-luck-black-jack', '99']);
add('rules-nope', () => ['rules', 'nope']);
add('rules-too-many', () => ['rules', 'a', 'b', 'c']);

// store: audit --db, runs, findings, summary, verify, report, export, replay from the store, keys
const STORE = (o) => o.shared('store.db'); // shared per language (made by store-audit)
add('store-audit', (o) => ['audit', ...Object.values(DEMO), '--quiet', '--db', STORE(o)], { cwd: ROOT });
add('store-runs', (o) => ['runs', '--db', STORE(o)]);
add('store-findings', (o) => ['findings', '--db', STORE(o)]);
add('store-findings-csv', (o) => ['findings', '--db', STORE(o), '--format', 'csv', '--out', o.out('f.csv')]);
add('store-findings-excel', (o) => ['findings', '--db', STORE(o), '--excel', '--out', o.out('f.excel.csv')]);
add('store-findings-filter', (o) => ['findings', '--db', STORE(o), '--category', 'procedure', '--ruleset', 'pe-pot-luck-black-jack', '--from', '2026-01-01', '--to', '2026-12-31']);
for (const by of ['dealer', 'table', 'day', 'shift']) add(`store-summary-${by}`, (o) => ['summary', '--db', STORE(o), '--by', by]);
add('store-summary-csv', (o) => ['summary', '--db', STORE(o), '--format', 'csv']);
add('store-summary-excel', (o) => ['summary', '--db', STORE(o), '--excel']);
add('store-verify', (o) => ['verify', 'latest', '--db', STORE(o)]);
add('store-verify-input', (o) => ['verify', 'latest', '--db', STORE(o), '--stored-paths', '--root', ROOT]);
add('store-verify-wrong-input', (o) => ['verify', 'latest', '--db', STORE(o), '--input', DEMO.pl]);
add('store-report', (o) => ['report', 'latest', '--db', STORE(o), '--pdf', o.out('rep.pdf'), '--stored-paths', '--root', ROOT]);
add('store-report-missing', (o) => ['report', 'latest', '--db', STORE(o), '--pdf', o.out('rep2.pdf'), '--input', DEMO.pl]);
add('store-export', (o) => ['export', 'latest', '--db', STORE(o), '--out', o.shared('bundle')]);
add('store-verify-bundle', (o) => ['verify', '--bundle', o.shared('bundle')]);
add('store-replay', (o) => ['replay', 'latest', 'PL-A14-DEALER-17', '--db', STORE(o), '--root', ROOT]);
add('store-stats', (o) => ['stats', '--db', STORE(o), '--root', ROOT, '--by', 'table']);
add('store-runs-json', (o) => ['runs', '--db', STORE(o), '--json']);
add('keys-new', (o) => ['keys', 'new', '--out', o.shared('k')]);
add('keys-new-again', (o) => ['keys', 'new', '--out', o.shared('k')]);
add('store-sign', (o) => ['audit', DEMO.ds, '--quiet', '--db', o.shared('signed.db'), '--sign', o.shared('k.key')]);
add('store-verify-key', (o) => ['verify', 'latest', '--db', o.shared('signed.db'), '--key', o.shared('k.pub')]);
add('store-verify-nokey', (o) => ['verify', 'latest', '--db', STORE(o), '--key', o.shared('k.pub')]);

// import and map
const MAPS = {
  cn: ['fixtures/mappings/caribbean-nested-ndjson/casino.map.json', 'fixtures/mappings/caribbean-nested-ndjson/rondas_2026-03-07.ndjson'],
  d6: ['fixtures/mappings/dragon-six-row-per-hand/casino.map.json', 'fixtures/mappings/dragon-six-row-per-hand/BAC-07_2026-03-06.csv'],
  mb: ['fixtures/mappings/marbella-spanish-cents/casino.map.json', 'fixtures/mappings/marbella-spanish-cents/partidas_MB-02_2026-11-06.csv'],
};
for (const [k, [m, x]] of Object.entries(MAPS)) {
  add(`import-${k}`, (o) => ['import', F(x), '--map', F(m), '--out', o.out('i.ndjson')]);
  add(`map-init-${k}`, () => ['map', 'init', F(x)]);
  add(`map-check-${k}`, () => ['map', 'check', F(x), '--map', F(m)]);
  add(`audit-map-${k}`, () => ['audit', '--quiet', '--map', F(m), F(x)]);
}
add('map-check-demo', () => ['map', 'check', DEMO.pl]);
add('map-bad-json', (o) => { writeFileSync(o.out('bad.map.json'), '{"x": '); return ['map', 'check', F(MAPS.d6[1]), '--map', o.out('bad.map.json')]; });
add('map-bad-shape', (o) => { writeFileSync(o.out('shape.map.json'), JSON.stringify({ format: 'csv', hand: { hand_id: 'nope' }, events: 3 })); return ['import', F(MAPS.d6[1]), '--map', o.out('shape.map.json'), '--out', o.out('x.ndjson')]; });
add('map-broken-vocab', (o) => {
  const m = JSON.parse(readFileSync(F(MAPS.mb[0]), 'utf8'));
  writeFileSync(o.out('v.map.json'), JSON.stringify(m).replace(/"(pide|planta|dobla)"/g, '"zz$1"'));
  return ['map', 'check', F(MAPS.mb[1]), '--map', o.out('v.map.json')];
});

// bad input: every case of fixtures/bad-input, audit and validate
const BAD = F('fixtures/bad-input');
for (const name of readdirSync(BAD).filter((n) => !n.endsWith('.expected.json') && !n.endsWith('.md') && !n.endsWith('.tables.json')).sort()) {
  const full = join(BAD, name);
  const exp = join(BAD, name.replace(/\.[a-z]+$/, '') + '.expected.json');
  let tables;
  if (existsSync(exp)) {
    const e = JSON.parse(readFileSync(exp, 'utf8'));
    if (e.tables) tables = join(BAD, e.tables);
  }
  if (statSync(full).isDirectory()) {
    const files = readdirSync(full).map((f) => join(full, f));
    add(`bad-audit-${name}`, () => ['audit', '--quiet', ...files]);
    continue;
  }
  if (statSync(full).size > 5_000_000) continue;
  add(`bad-audit-${name}`, () => ['audit', '--quiet', full, ...(tables ? ['--tables', tables] : [])]);
  add(`bad-validate-${name}`, () => ['validate', full, ...(tables ? ['--tables', tables] : [])]);
}

// usage and other errors
add('err-no-files', () => ['audit']);
add('err-missing-file', () => ['audit', 'no-such.ndjson']);
add('err-directory', () => ['audit', F('fixtures')]);
add('err-bogus-option', () => ['audit', DEMO.pl, '--bogus']);
add('err-typo-option', () => ['audit', DEMO.pl, '--formt', 'json']);
add('err-bad-choice', () => ['audit', DEMO.pl, '--format', 'xml']);
add('err-lang-fr', () => ['audit', DEMO.pl], { extraLang: ['--lang', 'fr'] });
add('err-unknown-command', () => ['audti', DEMO.pl]);
add('err-repeated', () => ['audit', DEMO.pl, '--out', 'a.json', '--out', 'b.json']);
add('err-ruleset', () => ['audit', DEMO.pl, '--ruleset', 'xx']);
add('err-wrong-ruleset', () => ['audit', DEMO.pl, '--quiet', '--ruleset', 'pe-dragon-six-baccarat']);
add('err-write-full', () => ['audit', DEMO.pl, '--quiet', '--format', 'json', '--out', '/dev/full']);
add('err-write-nodir', () => ['audit', DEMO.pl, '--quiet', '--out', '/nonexistent-dir/x.json']);
add('err-write-pdf-nodir', () => ['audit', DEMO.pl, '--quiet', '--pdf', '/nonexistent-dir/x.pdf']);
add('err-out-is-input', () => ['audit', DEMO.pl, '--quiet', '--format', 'json', '--out', DEMO.pl]);
add('err-stats-nodir', () => ['stats', DEMO.pl, '--svg', '/nonexistent-dir/svg']);
add('err-tables-missing', () => ['audit', DEMO.pl, '--tables', 'none.json']);
add('err-tables-dir', () => ['audit', DEMO.pl, '--tables', F('fixtures')]);
add('err-tables-notjson', () => ['audit', DEMO.pl, '--tables', join(BAD, 'tables-not-json.tables.json')]);
add('err-tables-shape', (o) => { writeFileSync(o.out('shape.json'), '{"tables": [1,2]}'); return ['audit', DEMO.pl, '--tables', o.out('shape.json')]; });
add('err-tables-values', (o) => { writeFileSync(o.out('values.json'), JSON.stringify({ tables: { 'PL-03': { decks: 'six', min_bet: -1, max_bet: '2000.001' } } })); return ['audit', DEMO.pl, '--quiet', '--tables', o.out('values.json')]; });
add('err-tables-unknown-key', (o) => { writeFileSync(o.out('unk.json'), JSON.stringify({ tables: { 'PL-03': { dekcs: 6 } } })); return ['audit', DEMO.pl, '--quiet', '--tables', o.out('unk.json')]; });
add('err-config-bad', (o) => { writeFileSync(o.out('bad.json'), '{'); return ['rules', '--config', o.out('bad.json')]; });
add('err-config-key', (o) => { writeFileSync(o.out('key.json'), '{"langg": "en", "tables": 3}'); return ['rules', '--config', o.out('key.json')]; });
add('err-workers', () => ['audit', DEMO.pl, '--workers', '99']);
add('err-workers-word', () => ['audit', DEMO.pl, '--workers', 'many']);
add('err-sign-no-db', () => ['audit', DEMO.pl, '--sign', 'x.key']);
add('err-sign-bad-key', (o) => { writeFileSync(o.out('bad.key'), 'nope'); return ['audit', DEMO.pl, '--quiet', '--db', o.out('s.db'), '--sign', o.out('bad.key')]; });
add('err-casino-no-pdf', () => ['audit', DEMO.pl, '--casino', 'X']);
add('err-stats-no-pdf', () => ['audit', DEMO.pl, '--stats']);
add('err-input-format', () => ['audit', DEMO.pl, '--input', 'csv']);
add('err-gz-bad', (o) => { writeFileSync(o.out('x.ndjson.gz'), 'not gzip'); return ['audit', '--quiet', o.out('x.ndjson.gz')]; });
add('err-stdin-empty', () => ['audit', '-', '--quiet'], { stdin: '' });
add('err-db-not-store', (o) => { writeFileSync(o.out('not.db'), 'hello, this is not sqlite at all'.repeat(200)); return ['runs', '--db', o.out('not.db')]; });
add('err-db-missing', () => ['runs', '--db', 'none.db']);
add('err-findings-missing-db', () => ['findings', '--db', 'none.db']);
add('err-export-missing-db', (o) => ['export', 'latest', '--db', 'none.db', '--out', o.out('b')]);
add('err-run-unknown', (o) => ['findings', '--db', STORE(o), '--run', 'zzzz']);
add('err-summary-run-unknown', (o) => ['summary', '--db', STORE(o), '--run', 'zzzz']);
add('err-from-date', (o) => ['findings', '--db', STORE(o), '--from', '2026-13-45']);
add('err-shift', (o) => ['findings', '--db', STORE(o), '--shift', 'tonight']);
add('err-shifts', (o) => ['summary', '--db', STORE(o), '--by', 'shift', '--shifts', '25,x']);
add('err-stats-q', () => ['stats', DEMO.pl, '--q', '2']);
add('err-stats-min-hands', () => ['stats', DEMO.pl, '--min-hands', '-3']);
add('err-stats-run-no-db', () => ['stats', DEMO.pl, '--run', 'latest']);
add('err-stats-none', () => ['stats']);
add('err-export-exists', (o) => ['export', 'latest', '--db', STORE(o), '--out', ROOT]);
add('err-verify-bundle-none', () => ['verify', '--bundle', 'no-bundle']);
add('err-verify-bundle-tampered', (o) => {
  const b = o.shared('bundle');
  if (existsSync(join(b, 'findings.ndjson'))) {
    mkdirSync(o.out('tampered'), { recursive: true });
    for (const n of readdirSync(b)) copyFileSync(join(b, n), join(o.out('tampered'), n));
    writeFileSync(join(o.out('tampered'), 'findings.ndjson'), readFileSync(join(b, 'findings.ndjson'), 'utf8').replace('PEN', 'USD'));
  }
  return ['verify', '--bundle', o.out('tampered')];
});
add('err-report-no-pdf', (o) => ['report', 'latest', '--db', STORE(o)]);
add('err-report-no-inputs', (o) => ['report', 'latest', '--db', STORE(o), '--pdf', o.out('x.pdf')]);
add('err-replay-unknown-hand', () => ['replay', DEMO.pl, 'NO-SUCH-HAND']);
add('err-replay-missing-log', () => ['replay', 'no-such.ndjson', 'X']);
add('err-replay-rejected', () => ['replay', join(BAD, 'bad-cards.ndjson'), handIds(join(BAD, 'bad-cards.ndjson'))[0] ?? 'X']);
add('err-replay-db-outside', (o) => ['replay', 'latest', 'PL-A14-DEALER-17', '--db', STORE(o), '--root', '/']);
add('err-simulate-hands', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '-5']);
add('err-simulate-no-ruleset', () => ['simulate', '--hands', '5']);
add('err-simulate-faults', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--faults', '2']);
add('err-simulate-kinds', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--faults', '0.5', '--fault-kinds', 'nope']);
add('err-simulate-seed', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--seed', 'abc']);
add('err-simulate-start', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--start', 'yesterday']);
add('err-simulate-stacked', () => ['simulate', '--ruleset', 'pe-pot-luck-black-jack', '--hands', '5', '--stacked-shoes', 'X']);
add('err-import-no-map', (o) => ['import', F(MAPS.d6[1]), '--out', o.out('y.ndjson')]);
add('err-import-over-input', () => ['import', F(MAPS.d6[1]), '--map', F(MAPS.d6[0]), '--out', F(MAPS.d6[1])]);
add('err-keys-no-out', () => ['keys', 'new']);
add('err-map-init-exists', () => ['map', 'init', F(MAPS.d6[1]), '--out', F(MAPS.d6[0])]);
add('err-validate-tables', () => ['validate', DEMO.pl, '--tables', 'nope.json']);

// ---------------------------------------------------------------- running
const LANGS = ['es', 'en', 'def'];

function runOne(sc, lang) {
  const wd = join(DIR, lang, sc.id);
  mkdirSync(wd, { recursive: true });
  const o = { out: (n) => join(wd, n), shared: (n) => join(DIR, lang, n) };
  let argv;
  try {
    argv = sc.args(o);
  } catch (e) {
    writeFileSync(join(wd, 'setup-error'), String(e));
    return;
  }
  if (sc.extraLang) argv = [...argv, ...sc.extraLang];
  else if (lang !== 'def') argv = [...argv, '--lang', lang];
  const env = { ...process.env, NO_COLOR: '1', COLUMNS: '120' };
  delete env.VEEDOR_LANG;
  const r = spawnSync(process.execPath, [BIN, ...argv], { cwd: sc.cwd ?? wd, env, input: sc.stdin ?? '', encoding: 'utf8', maxBuffer: 256 << 20, timeout: 120_000 });
  writeFileSync(join(wd, 'argv.json'), JSON.stringify(argv));
  writeFileSync(join(wd, 'stdout'), r.stdout ?? '');
  writeFileSync(join(wd, 'stderr'), r.stderr ?? '');
  writeFileSync(join(wd, 'rc'), String(r.status ?? r.signal));
  // PDFs as text
  const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  for (const p of walk(wd).filter((p) => p.endsWith('.pdf'))) spawnSync('pdftotext', ['-layout', p, p + '.txt']);
}

async function serveScenario(lang) {
  // The workbench: pages in ?lang=es, ?lang=en and without (the default).
  const wd = join(DIR, lang, 'serve');
  mkdirSync(wd, { recursive: true });
  const store = join(DIR, 'es', 'store.db');
  if (!existsSync(store)) return;
  const child = spawn(process.execPath, [BIN, 'serve', '--db', store, '--port', '0'], { env: { ...process.env, VEEDOR_LANG: '' } });
  const url = await new Promise((res) => {
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
      const m = /http:\/\/[^\s]+/.exec(buf);
      if (m) res(m[0].replace(/\/$/, ''));
    });
    setTimeout(() => res(null), 15000);
  });
  if (!url) {
    child.kill();
    return;
  }
  const q = lang === 'def' ? '' : `lang=${lang}`;
  const withQ = (p) => (q ? `${p}${p.includes('?') ? '&' : '?'}${q}` : p);
  const out = [];
  const get = async (p) => {
    try {
      const r = await fetch(url + withQ(p));
      const t = await r.text();
      return { status: r.status, text: t };
    } catch (e) {
      return { status: 0, text: String(e) };
    }
  };
  // Crawl from the home page, at most three pages of each kind (path shape and query keys), so every kind of page is
  // reached: runs, findings lists and filters, a finding, a hand replayed, an article, the errors (404, a bad filter).
  const kindOf = (link) => {
    const [path, query = ''] = link.split('?');
    const keys = [...new URLSearchParams(query).keys()].sort().join(',');
    return path.replace(/R-[0-9a-f]+/g, 'R').replace(/\/[^/]*[A-Z0-9][^/]*$/, '/X') + '?' + keys;
  };
  const kinds = new Map();
  const queue = ['/', '/nope-page', '/runs/R-0000/findings', '/runs/latest/findings?category=nope', '/runs/latest/findings?from=2026-99-99'];
  const seen = new Set();
  while (queue.length && seen.size < 120) {
    const p = queue.shift();
    if (seen.has(p)) continue;
    seen.add(p);
    const { status, text } = await get(p);
    out.push(`=== ${p} ${status}\n${text}`);
    if (p === '/') {
      // Every catalog's hands (three each, one clean), a hand the run lacks, an article the catalog lacks.
      const run = /\/runs\/(R-[0-9a-f]+)/.exec(text)?.[1];
      if (run) {
        for (const f of Object.values(DEMO)) {
          const ids = handIds(f);
          for (const h of [...ids.slice(0, 2), ids.find((x) => /CLEAN/.test(x)) ?? ids[2]]) queue.push(`/runs/${run}/hands/${encodeURIComponent(h)}`);
        }
        queue.push(`/runs/${run}/hands/NO-SUCH-HAND`, `/runs/${run}/article?ruleset=pe-pot-luck-black-jack&article=Art.+99`);
      }
    }
    for (const m of text.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = m[1].replace(/&amp;/g, '&').replace(/([?&])lang=(es|en)&?/, '$1').replace(/[?&]$/, '');
      if (/\.(pdf|css|svg|png|js|csv)(\?|$)/.test(link) || seen.has(link)) continue;
      const k = kindOf(link);
      const n = kinds.get(k) ?? 0;
      if (n >= 3) continue;
      kinds.set(k, n + 1);
      queue.push(link);
    }
  }
  child.kill();
  writeFileSync(join(wd, 'stdout'), out.join('\n'));
  writeFileSync(join(wd, 'stderr'), '');
  writeFileSync(join(wd, 'rc'), '0');
  writeFileSync(join(wd, 'argv.json'), JSON.stringify(['serve', url]));
}

if (!CHECK_ONLY) {
  if (!ONLY) rmSync(DIR, { recursive: true, force: true });
  for (const lang of LANGS) {
    const t0 = Date.now();
    for (const sc of S) if (!ONLY || sc.id.includes(ONLY)) runOne(sc, lang);
    if (!ONLY || 'serve'.includes(ONLY)) await serveScenario(lang);
    console.error(`${lang}: ${S.length} scenarios in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
}

// ---------------------------------------------------------------- checking
// English words that do not belong in Spanish text, and Spanish ones that do not belong in English text. Chosen to
// be words of sentences, not ids: each must appear as a whole word (case-insensitive) outside ids, paths, quotes.
const EN_WORDS = `the and of with without from into which when where while should must cannot could would not none only
every each other than then this that these those there their is are was were been being has have had hand hands seat seats
dealer's paid pays pay payout owed short over under found missing wrong expected actual instead after before between
file files line field record records rejected audited valid invalid error errors warning warnings store run runs input
inputs output written wrote write read reading unknown option options argument arguments given value values must table
tables total totals player players bet bets wager wagers card cards shoe shoes shift day days findings finding article
articles rule rules page pages signed signature key keys verified differs changed checked summary statistics chart charts
flag flags figure figures expected observed test tests hands per money under-paid over-paid step steps event events
nothing could run directory folder exists already empty not-json unreadable format mapping column columns header rows
row converted draft guess check report bundle manifest seal chain head hash`.split(/\s+/).filter(Boolean);
// Words that are the same in both languages, or are names: not flagged in Spanish.
const EN_OK_IN_ES = new Set(['dealer', 'pool', 'bet', 'behind', 'black', 'jack', 'blackjack', 'hash', 'shoe', 'id', 'run', 'csv', 'json', 'pdf', 'svg',
  'ndjson', 'html', 'sqlite', 'excel', 'utf', 'bom', 'sha', 'ed25519', 'url', 'chi', 'total', 'error', 'input', 'bonus', 'dragon', 'six', 'pai', 'gow', 'puerto',
  'rico', 'head', 'pot', 'luck', 'baccarat', 'tie', 'banker', 'player']);
const ES_WORDS = `el la los las del de en con sin para por que una uno unos unas es son fue fueron ha han hay se su sus al
mano manos asiento asientos apuesta apuestas pago pagó paga pagar debía debió cobrado cobró carta cartas mesa mesas zapato
turno día días hallazgo hallazgos artículo artículos regla reglas archivo archivos línea campo registro registros rechazado
rechazados auditado auditadas auditadas válido inválido falta faltan sobra error errores aviso avisos almacén ejecución entrada
salida escrito escribió leer leído desconocido desconocida opción opciones argumento valor valores debe deben no ni
también cuando donde mientras según antes después entre importe importes total totales jugador jugadores crupier banca
empate dinero pagado cobrada paso pasos suceso sucesos nada pudo carpeta existe vacío vacía formato columna columnas
cabecera filas fila convertido borrador comprobar informe firma firmado clave claves verificado difiere cambiado resumen
estadísticas gráfico gráficos cifra cifras esperado observado prueba pruebas de la y o u ningún ninguna cada otro otra
mesa baraja corta recibe descubierta cubierta pide planta apuesta dobla retira reglamento catálogo`.split(/\s+/).filter(Boolean);
// Banca and Punto are Dragon Six's zones by their regulation's names, in English too; `antes` is English (ante, antes).
const ES_OK_IN_EN = new Set(['banca', 'punto', 'antes', 'no', 'de', 'la', 'total', 'totales', 'error', 'a', 'o', 'y', 'es', 'en', 'son', 'ni', 'u', 'se', 'del', 'el', 'al', 'pago', 'valor']);
const ES_SET = new Set(ES_WORDS.map((w) => w.toLowerCase()));
const EN_SET = new Set(EN_WORDS.map((w) => w.toLowerCase()));

// The regulation's own words, which stay Spanish in English output: each catalog's citation, its articles' Spanish
// titles and their text (matched across line breaks, as a PDF wraps them).
const REGULATION = [];
for (const r of RULESETS) {
  const a = JSON.parse(readFileSync(F(`rules-catalog/${r}/articles.json`), 'utf8'));
  const esc = (t) => t.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  REGULATION.push(esc(a.citation));
  for (const art of a.articles) {
    if (art.title?.es) REGULATION.push(esc(art.title.es));
  }
}
REGULATION.sort((x, y) => y.length - x.length);
const REGULATION_RE = new RegExp(REGULATION.join('|'), 'g');

/** Text with what may stay in either language taken out: quoted texts, ids, paths, JSON keys, the regulation. */
function prose(text) {
  return text
    .replace(REGULATION_RE, ' ')
    .replace(/\bveedor [a-z]+ [^\n;)]*/g, ' ') // a command line quoted
    .replace(/"(?:[^"\\\n]|\\.){0,400}"/g, ' ') // double-quoted: JSON strings' keys, quoted values, regulation quotes
    .replace(/“[^”]{0,3000}”|«[^»]{0,3000}»/g, ' ') // the regulation quoted
    .replace(/'[^'\n]{0,200}'/g, ' ') // single-quoted names
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\b[\w.-]*[/\\][\w./\\-]*/g, ' ') // paths
    .replace(/\b[A-Za-z]+(?:[-_][A-Za-z0-9]+)+\b/g, ' ') // ids: rule ids, ruleset ids, hand ids, field_names
    .replace(/--[a-z-]+/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

function words(text) {
  return (text.toLowerCase().match(/[a-záéíóúñüç]+(?:'[a-z]+)?/g) ?? []);
}

const findings = [];
const flag = (sc, lang, kind, detail) => findings.push(`${kind}\t${lang}\t${sc}\t${detail}`);

function readOut(dir) {
  const parts = [];
  const walk = (d) => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  for (const p of walk(dir)) {
    const n = p.slice(dir.length + 1);
    if (n === 'argv.json' || n === 'rc' || /\.(pdf|db|key|pub|gz|db-wal|db-shm)$/.test(n) || n.endsWith('.map.json') || n === 'shape.json' || n === 'values.json' || n === 'unk.json' || n === 'bad.json' || n === 'key.json' || n === 'not.db' || n === 'bad.key') continue;
    if (/h\.ndjson$|i\.ndjson$/.test(n)) continue; // hand logs: data, not words
    parts.push({ name: n, text: readFileSync(p, 'utf8') });
  }
  return parts;
}

/** The lines of a text that are words for a reader (JSON: its string values of message-like keys). */
function readable(name, text, lang) {
  if (name.endsWith('.json') || name.endsWith('.ndjson') || (name === 'stdout' && /^\s*[[{]/.test(text))) {
    const out = [];
    const visit = (v, k) => {
      if (typeof v === 'string') {
        if (/message|text|title|label|summary|reason|explanation|description|what|note|words|caption|heading|_draft|_guess/i.test(k ?? '') && /\s/.test(v)) out.push(v);
      } else if (Array.isArray(v)) v.forEach((x) => visit(x, k));
      else if (v && typeof v === 'object') {
        for (const [kk, vv] of Object.entries(v)) {
          // A value given in both languages: the output's own only; the regulation's text is Spanish in both.
          if (kk === 'text_es' || /(^|_)(es|en)$/.test(kk) && !kk.endsWith(lang === 'def' ? 'es' : lang)) continue;
          visit(vv, kk === 'es' || kk === 'en' ? k : kk);
        }
      }
    };
    const docs = [];
    try {
      docs.push(JSON.parse(text));
    } catch {
      for (const l of text.split('\n')) {
        try {
          if (l.trim()) docs.push(JSON.parse(l));
        } catch {
          // not JSON
        }
      }
    }
    docs.forEach((d) => visit(d, ''));
    return out.join('\n');
  }
  if (/\.(csv|tsv)$/.test(name) || (name === 'stdout' && /^[a-z_]+([,;][a-z_0-9]+){3,}\r?\n/.test(text))) {
    // The header is a contract (ids), the cells with spaces are words.
    return csvCells(text.replace(/^\uFEFF/, '')).slice(1).flat().filter((c) => /\s/.test(c.trim())).join('\n');
  }
  if (name.endsWith('.html') || name.endsWith('.svg') || name === 'stdout' && /<html|<svg/i.test(text)) {
    return text.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, ' ')
      // An element marked as in another language (the regulation's text, lang="es"; the catalog's English summary)
      .replace(/<(blockquote|p|span|div|q|h[1-6])\b[^>]*\blang="(es|en)"[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/\s(title|aria-label|alt)="([^"]*)"/g, '>$2<').replace(/<[^>]+>/g, '\n').replace(/&[a-z#0-9]+;/g, ' ');
  }
  return text;
}

function csvCells(text) {
  const delim = /^[^\n]*;/.test(text) && !/^[^\n]*,/.test(text.split('\n')[0]) ? ';' : ',';
  const rows = [];
  let row = [];
  let cell = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') q = false;
      else cell += c;
    } else if (c === '"') q = true;
    else if (c === delim) row.push(cell), (cell = '');
    else if (c === '\n') row.push(cell), rows.push(row), (row = []), (cell = '');
    else if (c !== '\r') cell += c;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

const SAFE_FOREIGN_LINES = [/^\s*SHA-256/, /^Usage:/, /regulation is quoted|regla/];

function checkLangText(sc, lang, name, text, isEs) {
  const bad = new Map();
  // `veedor rules RULESET ARTICLE` shows the catalog's English summary under its label, in Spanish too (by design).
  text = text.replace(/Resumen en inglés[^\n]*\n(?: {2}[^\n]*\n?)+/g, ' ');
  for (const line of prose(text).split('\n')) {
    // The crawler's own heading of each workbench page (its URL), and a line that is one upper-case id's tail.
    if (/^=== /.test(line) || /^\s*[A-Z0-9-]+\s*$/.test(line)) continue;
    const p = line;
    for (const w of words(p)) {
      if (isEs ? EN_SET.has(w) && !EN_OK_IN_ES.has(w) && !ES_SET.has(w) : ES_SET.has(w) && !ES_OK_IN_EN.has(w) && !EN_SET.has(w)) {
        if (!bad.has(w)) bad.set(w, line.trim().slice(0, 200));
      }
    }
  }
  for (const [w, line] of bad) flag(sc, lang, isEs ? 'en-in-es' : 'es-in-en', `${name}: "${w}" in: ${line}`);
}

function checkMissing(sc, lang, name, text) {
  for (const re of [/\bundefined\b/, /\[object Object\]/, /\bNaN\b/, /\{[a-z_]+\}/, /\b(?:msg|words|labels?|messages?)\.[a-z_]+\.[a-z_.]+\b/]) {
    const m = re.exec(text);
    if (m) flag(sc, lang, 'missing', `${name}: ${m[0]} in: ${text.slice(Math.max(0, m.index - 80), m.index + 80).replace(/\n/g, ' ')}`);
  }
}

function checkDecimals(sc, lang, name, text) {
  if (/excel/.test(name) || /excel/.test(sc)) return;
  const m = /(?<![\d,.])\d{1,3},\d{2}(?!\d)(?![,.]\d)/.exec(prose(text));
  if (m) flag(sc, lang, 'decimal-comma', `${name}: ${m[0]} in: ${prose(text).slice(Math.max(0, m.index - 60), m.index + 40).replace(/\n/g, ' ')}`);
}

const SCENARIOS = new Set([...S.map((s) => s.id), 'serve']);
const ids = existsSync(join(DIR, 'es')) ? readdirSync(join(DIR, 'es')).filter((n) => SCENARIOS.has(n) && statSync(join(DIR, 'es', n)).isDirectory()) : [];
for (const id of ids.sort()) {
  const by = {};
  for (const lang of LANGS) {
    const d = join(DIR, lang, id);
    if (!existsSync(d)) continue;
    by[lang] = Object.fromEntries(readOut(d).map((p) => [p.name, readable(p.name, p.text, lang)]));
  }
  if (!by.es || !by.en) continue;
  if (id === 'err-lang-fr') {
    // The same command line in all three: only the default-language catalog speaks.
    continue;
  }
  for (const lang of ['es', 'en']) {
    for (const [name, text] of Object.entries(by[lang])) {
      checkLangText(id, lang, name, text, lang === 'es');
      checkMissing(id, lang, name, text);
      checkDecimals(id, lang, name, text);
    }
  }
  // identical lines with words, stderr and short stdout
  for (const name of Object.keys(by.es)) {
    const a = by.es[name];
    const b = by.en[name];
    if (b === undefined) {
      flag(id, 'en', 'missing-file', name);
      continue;
    }
    if ((a.trim() === '') !== (b.trim() === '')) flag(id, a.trim() === '' ? 'es' : 'en', 'empty-in-one', name);
    if (name === 'stderr' || (name === 'stdout' && a.split('\n').length <= 8)) {
      const bl = new Set(b.split('\n').map((l) => l.trim()));
      for (const l of a.split('\n').map((x) => x.trim())) {
        const ws = words(prose(l)).filter((w) => w.length > 3 && (ES_SET.has(w) || EN_SET.has(w)));
        if (ws.length >= 2 && bl.has(l)) flag(id, 'both', 'identical', `${name}: ${l.slice(0, 200)}`);
      }
    }
  }
  // the default is Spanish
  if (by.def) {
    for (const name of Object.keys(by.es)) {
      if (by.def[name] === undefined) continue;
      const norm = (t) => t.replace(/\/def\//g, '/X/').replace(/\/es\//g, '/X/').replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z?/g, 'T').replace(/[0-9a-f]{16,}/g, 'H').replace(/\b\d+(\.\d+)? ?(ms|s)\b/g, 'D');
      if (norm(by.def[name]) !== norm(by.es[name]) && !/^serve$/.test(id)) flag(id, 'def', 'default-not-es', name);
    }
  }
}
writeFileSync(join(DIR, 'report.txt'), findings.join('\n') + '\n');
const kinds = {};
for (const f of findings) kinds[f.split('\t')[0]] = (kinds[f.split('\t')[0]] ?? 0) + 1;
console.log(`${ids.length} scenarios checked in es, en and the default; flagged: ${JSON.stringify(kinds)} (${join(DIR, 'report.txt')})`);
process.exitCode = findings.length ? 1 : 0;
