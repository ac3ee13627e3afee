import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cli, cloneHands, storeAudit, tempDir, writeNdjson } from './helpers.js';
import { summarize } from '../../store/summary.js';
import { resolveRun } from '../../store/runs.js';
import { pdfText } from '../reports/helpers.js';
import { squash } from '../reports/pdf/extract.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const STACK = /SqliteError|internal error|at .*\.js:\d+|\n.+\n/;

/** A signed run of 300 hands and an unsigned one, audited from `dir` (logs/a.ndjson, logs/b.ndjson). */
function signedStore(): { dir: string; signed: string; unsigned: string } {
  const dir = tempDir('evidence');
  mkdirSync(join(dir, 'logs'));
  writeNdjson(join(dir, 'logs', 'a.ndjson'), cloneHands(300, { underpayEvery: 8, overpayEvery: 20 }));
  writeNdjson(join(dir, 'logs', 'b.ndjson'), cloneHands(8, { prefix: 'B', underpayEvery: 4 }));
  expect(cli(['keys', 'new', '--out', 'k'], dir).code).toBe(0);
  expect(cli(['keys', 'new', '--out', 'other'], dir).code).toBe(0);
  const a = cli(['audit', 'logs/a.ndjson', '--db', 's.db', '--sign', 'k.key'], dir);
  expect(a.stderr).toMatch(/veedor: signed chain head [0-9a-f]{64} with key [0-9a-f]{16}\n$/);
  const b = cli(['audit', 'logs/b.ndjson', '--db', 's.db'], dir);
  const id = (s: string) => /stored run (R-[0-9a-f]{16})/.exec(s)![1]!;
  return { dir, signed: id(a.stderr), unsigned: id(b.stderr) };
}

describe('signatures', () => {
  it('a signed run verifies with its public key, fails with another key; an unsigned run fails when a key is asked for', () => {
    const { dir, signed, unsigned } = signedStore();
    const good = cli(['verify', signed, '--db', 's.db', '--key', 'k.pub', '--lang', 'en'], dir);
    expect(good.stdout).toMatch(/✔ Signature: valid with the key given \(key [0-9a-f]{16}\)/);
    expect(good.code).toBe(0);
    // The chain's runs counted in words, one run in the singular ("1 sealed runs" once).
    expect(good.stdout).toMatch(/^✔ Hash chain: 2 sealed runs, head [0-9a-f]{16}…$/m);
    expect(cli(['audit', 'logs/b.ndjson', '--db', 'one.db'], dir).code).toBe(1);
    expect(cli(['verify', 'latest', '--db', 'one.db', '--lang', 'en'], dir).stdout).toMatch(/^✔ Hash chain: 1 sealed run, head [0-9a-f]{16}…$/m);
    expect(cli(['verify', 'latest', '--db', 'one.db', '--lang', 'es'], dir).stdout).toMatch(/^✔ Cadena de hashes: 1 ejecución sellada, cabeza [0-9a-f]{16}…$/m);
    const other = cli(['verify', signed, '--db', 's.db', '--key', 'other.pub', '--lang', 'en'], dir);
    expect(other.stdout).toContain('✖ Signature: by ANOTHER key than the one given');
    expect(other.code).toBe(1);
    const none = cli(['verify', unsigned, '--db', 's.db', '--key', 'k.pub', '--lang', 'en'], dir);
    expect(none.stdout).toContain('✖ Signature: unsigned, but --key was given');
    expect(none.code).toBe(1);
    expect(cli(['keys', 'new', '--out', 'k'], dir)).toMatchObject({ code: 2, stderr: 'veedor: k.key already exists: a key is never replaced (choose another --out)\n' });
    expect(cli(['audit', 'logs/b.ndjson', '--sign', 'k.key'], dir)).toMatchObject({ code: 2, stderr: 'veedor: --sign signs the run stored with --db: give --db too\n' });
    expect(cli(['audit', 'logs/b.ndjson', '--db', 't.db', '--sign', 'k.pub'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^veedor: --sign k\.pub: not a private key/) });
    // hostile31: the private key where the public one goes gave its public half, VERIFIED without a word; the file is
    // the wrong one of the pair, and the signer's private key not the verifier's to hold. Refused, exit 2, es and en.
    expect(cli(['verify', signed, '--db', 's.db', '--key', 'k.key', '--lang', 'en'], dir)).toMatchObject({ code: 2, stdout: '',
      stderr: 'veedor: --key k.key: a private key, not the public one: give the signer\'s public key (the .pub file veedor keys new writes beside it); the private key stays with the signer\n' });
    expect(cli(['verify', signed, '--db', 's.db', '--key', 'k.key', '--lang', 'es'], dir)).toMatchObject({ code: 2, stdout: '',
      stderr: 'veedor: --key k.key: es una clave privada, no la pública: dé la clave pública del firmante (el archivo .pub que veedor keys new escribe junto a ella); la privada queda con quien firma\n' });
  }, 60_000);

  it('a store with damaged pages: verify says so (integrity_check), and no command prints a stack trace', () => {
    const { dir, signed } = signedStore();
    const size = statSync(join(dir, 's.db')).size;
    expect(size).toBeGreaterThan(16 * 4096);
    copyFileSync(join(dir, 's.db'), join(dir, 'bad.db'));
    // The root pages of the hands and findings tables overwritten (where the pages of a table lie depends on the
    // schema's indexes: its root page is the one every reader of the table goes through).
    const raw = new Database(join(dir, 's.db'), { readonly: true });
    const roots = raw.prepare("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name IN ('hands', 'findings')").pluck().all() as number[];
    const pageSize = raw.pragma('page_size', { simple: true }) as number;
    raw.close();
    expect(roots).toHaveLength(2);
    const fd = openSync(join(dir, 'bad.db'), 'r+');
    for (const page of roots) writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (page - 1) * pageSize);
    closeSync(fd);
    const v = cli(['verify', signed, '--db', 'bad.db', '--lang', 'en'], dir);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(/^✖ SQLite integrity: FAILS \(integrity_check\): the file is damaged\n/);
    expect(v.stdout).toMatch(/✖ NOT VERIFIED\n$/);
    // `runs` reads only the run rows, which are not on the damaged pages: it works; the others read the damaged hands.
    expect(cli(['runs', '--db', 'bad.db'], dir)).toMatchObject({ code: 0, stderr: '' });
    // An audit into it stops at the first damaged page it meets, if it meets one: never with a stack trace.
    const audit = cli(['audit', 'logs/a.ndjson', '--db', 'bad.db'], dir);
    expect(audit.stderr).not.toMatch(/SqliteError|internal error|at .*\.js:\d+/);
    for (const args of [['summary'], ['findings'], ['report', 'latest', '--pdf', 'x.pdf'], ['export', 'latest', '--out', 'b']]) {
      const r = cli([...args, '--db', 'bad.db'], dir);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(/^veedor: .*\n$/);
      expect(r.stderr).not.toMatch(STACK);
    }
  }, 60_000);
});

describe('inputs are read only where the user says', () => {
  it('a store edited to name /etc/passwd or ../../etc/shadow: --stored-paths never opens them; --input matches by SHA-256 in any order', () => {
    const { dir, signed } = signedStore();
    const raw = new Database(join(dir, 's.db'));
    raw.prepare("UPDATE run_inputs SET path = '/etc/passwd' WHERE run_seq = 1").run();
    raw.prepare("UPDATE run_inputs SET path = '../../../etc/shadow' WHERE run_seq = 2").run();
    raw.close();
    const v = cli(['verify', signed, '--db', 's.db', '--stored-paths', '--json'], dir);
    expect(v.code).toBe(1);
    const out = JSON.parse(v.stdout) as Record<string, any>;
    expect(out['inputs']).toEqual([expect.objectContaining({ path: '/etc/passwd', status: 'outside', sha256: null })]);
    expect(out['chain']['problems'][0]).toMatch(/^run_inputs: row 1 \(run_seq=1, position=0\) of run R-[0-9a-f]{16} is not what was sealed/);

    const fresh = signedStore();
    copyFileSync(join(fresh.dir, 'logs', 'a.ndjson'), join(fresh.dir, 'copy-of-a.ndjson'));
    const named = cli(['verify', fresh.signed, '--db', 's.db', '--input', 'copy-of-a.ndjson', '--lang', 'en'], fresh.dir);
    expect(named.stdout).toContain('✔ logs/a.ndjson  sha256');
    expect(named.stdout).toContain('(copy-of-a.ndjson)');
    expect(named.stdout).toMatch(/✔ VERIFIED/);
    expect(named.code).toBe(0);
    // A changed copy: both hashes, and the re-audit's run id is not the stored one.
    writeFileSync(join(fresh.dir, 'copy-of-a.ndjson'), readFileSync(join(fresh.dir, 'copy-of-a.ndjson'), 'utf8').replace('"amount":90}', '"amount":100}'));
    const changed = cli(['verify', fresh.signed, '--db', 's.db', '--input', 'copy-of-a.ndjson', '--lang', 'en'], fresh.dir);
    expect(changed.stdout).toContain('✖ logs/a.ndjson  CHANGED');
    expect(changed.stdout).toMatch(new RegExp(`! the re-audit gives another run: R-[0-9a-f]{16} ≠ ${fresh.signed}`));
    expect(changed.code).toBe(1);
    const wrong = cli(['verify', fresh.signed, '--db', 's.db', '--input', 'logs/b.ndjson', 'logs/a.ndjson', '--lang', 'en'], fresh.dir);
    expect(wrong.stdout).toMatch(/✖ logs\/b\.ndjson  sha256 [0-9a-f]{16}…  \d+ bytes: is none of the run's inputs/);
    expect(wrong.code).toBe(1);
  }, 90_000);

  it('a column that is not JSON: one line naming the run and column', () => {
    const { dir, unsigned } = signedStore();
    const raw = new Database(join(dir, 's.db'));
    raw.prepare("UPDATE runs SET options = '{not json' WHERE id = ?").run(unsigned);
    raw.close();
    expect(cli(['runs', '--json', '--db', 's.db'], dir)).toMatchObject({
      code: 2, stderr: `veedor: runs row ${unsigned}: column options is not JSON: the store was altered (see veedor verify)\n` });
    const v = cli(['verify', unsigned, '--db', 's.db', '--lang', 'en'], dir);
    expect(v.stdout).toContain(`! runs: row 1 (seq=2, id=${unsigned}) of run ${unsigned} is not what was sealed: the store was altered`);
    expect(v.code).toBe(1);
    for (const args of [['summary', '--run', unsigned], ['report', unsigned, '--pdf', 'x.pdf']]) {
      const r = cli([...args, '--db', 's.db'], dir);
      expect(r).toMatchObject({ code: 2, stderr: expect.stringMatching(/^veedor: runs: row 1 \(seq=2, .*nothing shown.*\n$/) });
    }
  }, 60_000);
});

describe('export for the regulator', () => {
  it('the bundle verifies without the store; a one-byte change to any of its files fails; it is never written over anything', () => {
    const { dir, signed } = signedStore();
    expect(cli(['export', signed, '--db', 's.db', '--out', 'bundle'], dir).stderr)
      .toMatch(new RegExp(`^veedor: wrote bundle: run ${signed}, 45 findings, 300 hands, chain head [0-9a-f]{64} \\(signed\\)\\n$`));
    expect(cli(['export', signed, '--db', 's.db', '--out', 'bundle'], dir)).toMatchObject({ code: 2, stderr: expect.stringMatching(/--out bundle already exists/) });
    // Where SQLite puts the store's journal (absent at rest): a folder there would break the next audit.
    expect(cli(['export', signed, '--db', 's.db', '--out', 's.db-wal'], dir)).toMatchObject({ code: 2,
      stderr: `veedor: --out s.db-wal is s.db-wal, part of the audit store: writing there would destroy it\n` });
    expect(existsSync(join(dir, 's.db-wal'))).toBe(false);
    // Elsewhere, with no store beside it.
    const away = tempDir('regulator');
    renameSync(join(dir, 'bundle'), join(away, 'bundle'));
    copyFileSync(join(dir, 'k.pub'), join(away, 'k.pub'));
    copyFileSync(join(dir, 'other.pub'), join(away, 'other.pub'));
    rmSync(join(dir, 's.db'));
    const ok = cli(['verify', '--bundle', 'bundle', '--key', 'k.pub', '--lang', 'en'], away);
    expect(ok.stdout).toMatch(/✔ VERIFIED: the files are the ones sealed\n$/);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/\nSignature: valid with the key given \(key [0-9a-f]{16}\)\n/);
    const otherEs = cli(['verify', '--bundle', 'bundle', '--key', 'other.pub', '--lang', 'es'], away);
    expect(otherEs.code).toBe(1);
    // The Spanish default words the bundle's signature status too.
    expect(otherEs.stdout).toMatch(/\nFirma: de OTRA clave que la dada \(clave [0-9a-f]{16}\)\n/);
    expect(otherEs.stdout).toMatch(/✖ NO VERIFICADO\n$/);
    const lines = readFileSync(join(away, 'bundle', 'hands.csv'), 'utf8').split('\r\n');
    expect(lines[0]).toBe('"input_id","format","idx","line","hand_id","game","table_id","dealer_id","shoe_id","started_at","local_date","local_hour","currency","byte_offset","byte_length"');
    for (const file of ['findings.ndjson', 'hands.csv', 'run_hands.csv', 'manifest.json']) {
      const p = join(away, 'bundle', file);
      const before = readFileSync(p);
      const edited = Buffer.from(before);
      const at = before.indexOf('0', Math.floor(before.length / 2));
      edited[at] = '1'.charCodeAt(0);
      writeFileSync(p, edited);
      const r = cli(['verify', '--bundle', 'bundle', '--key', 'k.pub', '--lang', 'en'], away);
      expect({ file, code: r.code, last: r.stdout.trim().split('\n').at(-1) }).toEqual({ file, code: 1, last: '✖ NOT VERIFIED' });
      if (file === 'hands.csv') {
        // Each problem in the reader's language; --json keeps the English.
        expect(r.stdout).toMatch(/\n  ✖ hands\.csv: not the file the manifest names \(sha256 [0-9a-f]{16}…, \d+ rows\)\n/);
        const es = cli(['verify', '--bundle', 'bundle', '--key', 'k.pub', '--lang', 'es'], away);
        expect(es.stdout).toMatch(/\n  ✖ hands\.csv: no es el archivo que nombra el manifiesto \(sha256 [0-9a-f]{16}…, \d+ filas\)\n/);
        const json = JSON.parse(cli(['verify', '--bundle', 'bundle', '--key', 'k.pub', '--json', '--lang', 'es'], away).stdout) as { problems: string[]; reasons?: unknown };
        expect(json.problems.some((p) => /^hands\.csv: not the file the manifest names/.test(p))).toBe(true);
        expect(json.reasons).toBeUndefined();
      }
      writeFileSync(p, before);
    }
    expect(existsSync(join(away, 'bundle', 'manifest.json'))).toBe(true);
  }, 90_000);
});

describe('text from the logs as the store keeps it', () => {
  it('a lone surrogate in a dealer id is rejected as input-schema, so an untouched store always verifies', () => {
    const dir = tempDir('surrogate');
    const [bad, good] = cloneHands(2, { underpayEvery: 1 });
    // JSON.stringify writes a lone surrogate as the escape \ud800: the log line says "D-\ud800X".
    bad!['dealer_id'] = 'D-\ud800X';
    writeNdjson(join(dir, 'a.ndjson'), [bad!, good!]);
    expect(readFileSync(join(dir, 'a.ndjson'), 'utf8')).toContain('"dealer_id":"D-\\ud800X"');
    const a = cli(['audit', 'a.ndjson', '--db', 's.db', '--format', 'json', '--lang', 'en'], dir);
    const findings = (JSON.parse(a.stdout) as { findings: Record<string, any>[] }).findings;
    expect(findings.map((f) => [f.rule, f.field ?? null, f.source.line])).toEqual([['input-schema', 'dealer_id', 1]]);
    expect(findings[0]!.message).toMatch(/lone UTF-16 surrogate/);
    const v = cli(['verify', 'latest', '--db', 's.db', '--stored-paths', '--lang', 'en'], dir);
    expect(v.stdout).toMatch(/✔ VERIFIED/);
    expect(v.code).toBe(0);
  }, 60_000);

  it('a currency that is not three capital letters (a table\'s "__proto__") is rejected at input; summary money is never lost', () => {
    const dir = tempDir('currency');
    const hands = cloneHands(8, { underpayEvery: 4 });
    hands[4]!['table'] = { ...(hands[4]!['table'] ?? {}), currency: '__proto__' };
    hands[0]!['currency'] = 'PEN';
    writeNdjson(join(dir, 'a.ndjson'), hands);
    const a = cli(['audit', 'a.ndjson', '--db', 's.db', '--format', 'json'], dir);
    const findings = (JSON.parse(a.stdout) as { findings: Record<string, any>[] }).findings;
    expect(findings.map((f) => [f.rule, f.field ?? null, f.hand_id])).toEqual([
      ['win-pays-1-to-1', null, 'GEN-0000000'], ['input-schema', 'table.currency', 'GEN-0000004']]);
    const s = JSON.parse(cli(['summary', '--db', 's.db', '--format', 'json'], dir).stdout) as Record<string, any>;
    expect(JSON.stringify(s)).toContain('"PEN"');
    expect(JSON.stringify(s)).not.toContain('NaN');
  }, 60_000);
});

describe('the PDF names its store', () => {
  it('the cover and every page footer carry the chain head; a signed run adds the signature and the key fingerprint', async () => {
    const { dir, signed } = signedStore();
    const r = cli(['report', signed, '--db', 's.db', '--pdf', 'r.pdf', '--stored-paths', '--lang', 'en'], dir);
    expect(r.code, r.stderr).toBe(0);
    const db = new Database(join(dir, 's.db'), { readonly: true });
    const row = db.prepare('SELECT record_digest, signature FROM runs WHERE id = ?').get(signed) as { record_digest: string; signature: string };
    db.close();
    const fp = /key ([0-9a-f]{16})/.exec(cli(['verify', signed, '--db', 's.db', '--lang', 'en'], dir).stdout)![1]!;
    const { pages } = await pdfText(readFileSync(join(dir, 'r.pdf')));
    expect(pages.length).toBeGreaterThan(2);
    const cover = squash(pages[0]!.text);
    expect(cover).toContain(squash(`Chain head in the audit store ${row.record_digest}`));
    expect(cover).toContain(squash(`Ed25519 signature: ${row.signature}`));
    expect(cover).toContain(squash(`Public key fingerprint (SHA-256): ${fp}`));
    for (const p of pages) expect(squash(p.text)).toContain(squash(`Chain: ${row.record_digest} · signed, key ${fp}`));
  }, 60_000);
});

describe('maps keyed by text from the logs', () => {
  it('summarize keeps a currency named "__proto__" as a key like any other (no prototype to write to)', async () => {
    const dir = tempDir('proto');
    const log = writeNdjson(join(dir, 'a.ndjson'), cloneHands(8, { underpayEvery: 4 }));
    const { db } = await storeAudit(join(dir, 's.db'), [log]);
    // Only a store written before currencies were checked (or edited) can hold it; summarize must not lose the money.
    db.prepare("UPDATE findings SET currency = '__proto__'").run();
    const s = summarize(db, resolveRun(db, 'latest'), 'dealer');
    db.close();
    expect(s.currencies).toEqual(['__proto__']);
    expect(Object.keys(s.total.money)).toEqual(['__proto__']);
    expect(s.total.money['__proto__']).toEqual({ underpaid: 2000, overpaid: 0 }); // two hands under-paid by 10.00
    expect(({} as Record<string, unknown>)['underpaid']).toBeUndefined();
  });
});
