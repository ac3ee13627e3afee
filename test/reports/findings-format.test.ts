// docs/spec/findings-format.md, clause by clause, held against what `veedor audit --format json` writes: the
// document another program reads. Every rule of the format a program can check is encoded in
// findingsFormatProblems (names, types, nesting, required and optional fields, money per currency, totals, the
// counts' reconciliation, order, exit status), and each audit below must show none.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, veedor } from '../cli/run-cli.js';
import { writeFiles } from '../helpers/audit-files.js';

type Json = Record<string, any>;

const CATEGORIES = ['payout', 'procedure', 'integrity', 'input'];
const SPOTS = ['main', 'pool', 'ante', 'player', 'banker', 'tie', 'paigow', 'bonus', 'insurance', 'bet'];
const CURRENCY = /^[A-Z]{3}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const FORMAT_CITATION = 'Veedor hand-log format, version 1';

/** Every article each catalog cites, from its articles.json. */
function articlesOf(ruleset: string): { citation: string; articles: Set<string> } {
  const a = JSON.parse(readFileSync(join(ROOT, 'rules-catalog', ruleset, 'articles.json'), 'utf8')) as Json;
  return { citation: a['citation'], articles: new Set((a['articles'] as Json[]).map((x) => x['article'] as string)) };
}

const isInt = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;
/** An amount in currency units with at most two decimals, as a JSON number (hundredths exact). */
const isAmount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && /^-?\d+(\.\d{1,2})?$/.test(String(v));
const cents = (v: number) => Math.round(v * 100);

/**
 * The departures of a findings document from the findings format (an empty list: none). `hashes`: each input's
 * path as the document names it, with its bytes' SHA-256.
 */
export function findingsFormatProblems(doc: Json, exit: number | null, hashes: Map<string, string>): string[] {
  const bad: string[] = [];
  const need = (ok: boolean, what: string) => { if (!ok) bad.push(what); };
  for (const k of ['tool', 'run', 'inputs', 'summary', 'findings']) need(k in doc, `document lacks ${k}`);
  need(typeof doc['tool']?.name === 'string' && doc['tool'].name !== '', 'tool.name is a string');
  need(typeof doc['tool']?.version === 'string' && doc['tool'].version !== '', 'tool.version is a string');
  const run = doc['run'] ?? {};
  need(typeof run.id === 'string' && run.id !== '', 'run.id is a string');
  need(typeof run.started_at === 'string' && DATE_TIME.test(run.started_at), `run.started_at is a date-time: ${run.started_at}`);
  need(typeof run.rulesets === 'object' && run.rulesets !== null && Object.values(run.rulesets).every((v) => typeof v === 'string'), 'run.rulesets maps ids to catalog versions');

  const inputs = (doc['inputs'] ?? []) as Json[];
  need(Array.isArray(doc['inputs']), 'inputs is a list');
  for (const i of inputs) {
    need(typeof i['path'] === 'string', 'inputs[].path is a string');
    need(i['sha256'] === hashes.get(i['path']), `inputs[].sha256 of ${i['path']} is its bytes' SHA-256`);
    need(isInt(i['hands'], 0) && isInt(i['rejected'], 0) && i['rejected'] <= i['hands'], `inputs[] ${i['path']}: hands and rejected are counts, rejected <= hands`);
  }
  need(inputs.length === hashes.size, 'one input per file given');

  const findings = (doc['findings'] ?? []) as Json[];
  const s = doc['summary'] ?? {};
  need(s.hands === inputs.reduce((n, i) => n + i['hands'], 0), 'summary.hands is the inputs\' hands added');
  need(s.findings === findings.length, 'summary.findings counts the findings');
  need(Object.keys(s.by_category ?? {}).sort().join() === [...CATEGORIES].sort().join(), `summary.by_category has the four categories: ${Object.keys(s.by_category ?? {})}`);
  for (const c of CATEGORIES) need(s.by_category?.[c] === findings.filter((f) => f['category'] === c).length, `summary.by_category.${c} counts its findings`);
  for (const k of ['underpaid_to_players', 'overpaid_to_players', 'expected', 'actual', 'owed_to_player']) need(!(k in s), `summary.${k}: a total without its currency`);

  const inputAt = new Map(inputs.map((i, n) => [i['path'] as string, n]));
  const hands = new Set<string>();
  const rejectedLines = new Map<string, number>();
  const money = new Map<string, { under: number; over: number }>();
  let unpriced = 0;
  const catalogs = new Map<string, ReturnType<typeof articlesOf>>();
  let last: [number, number] = [-1, -1];
  findings.forEach((f, n) => {
    const at = `findings[${n}] (${f['rule']})`;
    need(f['hand_id'] === null || (typeof f['hand_id'] === 'string' && f['hand_id'] !== ''), `${at}: hand_id`);
    need(f['hand_id'] !== null || f['category'] === 'input', `${at}: only a record that cannot be read has no hand_id`);
    for (const k of ['ruleset', 'rule', 'article', 'citation', 'message']) need(typeof f[k] === 'string', `${at}: ${k} is a string`);
    for (const k of ['rule', 'article', 'citation', 'message']) need(f[k] !== '', `${at}: ${k} is not empty`);
    need(CATEGORIES.includes(f['category']), `${at}: category ${f['category']}`);
    need(f['severity'] === 'error' || f['severity'] === 'warning', `${at}: severity ${f['severity']}`);
    if ('event' in f) need(isInt(f['event'], 1), `${at}: event is a 1-based position`);
    if ('seat' in f) need(isInt(f['seat'], 1), `${at}: seat`);
    if ('hand' in f) need(isInt(f['hand'], 1), `${at}: hand`);
    if ('spot' in f) need(SPOTS.includes(f['spot']), `${at}: spot ${f['spot']}`);
    if ('currency' in f) need(CURRENCY.test(f['currency']), `${at}: currency ${f['currency']}`);
    const src = f['source'] ?? {};
    need(inputAt.has(src.path), `${at}: source.path names an input`);
    need(isInt(src.line, 1), `${at}: source.line`);
    // Log order: by input, then by record.
    const here: [number, number] = [inputAt.get(src.path) ?? -1, src.index ?? src.line];
    need(here[0] > last[0] || (here[0] === last[0] && here[1] >= last[1]), `${at}: after the finding before it in log order`);
    last = here;
    hands.add(`${src.path}\0${src.index ?? src.line}`);

    const moneyKeys = ['expected', 'actual', 'difference', 'owed_to_player'];
    if (f['category'] === 'payout') {
      for (const k of moneyKeys) need(isAmount(f[k]), `${at}: ${k} is an amount with at most two decimals: ${f[k]}`);
      if (moneyKeys.every((k) => isAmount(f[k]))) {
        need(cents(f['difference']) === cents(f['actual']) - cents(f['expected']), `${at}: difference = actual - expected`);
        need(cents(f['owed_to_player']) === cents(f['expected']) - cents(f['actual']), `${at}: owed_to_player = expected - actual`);
        const owed = cents(f['owed_to_player']);
        // A hand that names no currency: its money is counted, in no total (a total without its currency is a defect).
        if (owed !== 0 && f['currency'] === undefined) unpriced++;
        else if (owed !== 0) {
          const t = money.get(f['currency']) ?? { under: 0, over: 0 };
          if (owed > 0) t.under += owed;
          else t.over -= owed;
          money.set(f['currency'], t);
        }
      }
    } else {
      for (const k of moneyKeys) need(!(k in f), `${at}: ${k} on a ${f['category']} finding`);
    }
    if (f['category'] === 'input') {
      rejectedLines.set(src.path, (rejectedLines.get(src.path) ?? 0) + 1);
      need(f['citation'] === FORMAT_CITATION, `${at}: an input finding cites the format`);
    } else {
      need(f['ruleset'] in (run.rulesets ?? {}), `${at}: ruleset ${f['ruleset']} is in run.rulesets`);
      if (f['citation'] !== FORMAT_CITATION) {
        const c = catalogs.get(f['ruleset']) ?? articlesOf(f['ruleset']);
        catalogs.set(f['ruleset'], c);
        need(c.articles.has(f['article']), `${at}: article ${f['article']} is in ${f['ruleset']}'s articles.json`);
        need(f['citation'] === `${c.citation}, ${f['article']}`, `${at}: citation ${f['citation']}`);
      }
    }
  });
  need(s.hands_with_findings === hands.size, `summary.hands_with_findings ${s.hands_with_findings} is the hands with findings, ${hands.size}`);
  // Each rejected hand has an input finding with its source line (a file's own notes may add some).
  for (const i of inputs) need((rejectedLines.get(i['path']) ?? 0) >= i['rejected'], `${i['path']}: every rejected hand has an input finding`);
  const wantMoney = Object.fromEntries([...money].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([c, t]) => [c, { underpaid_to_players: t.under / 100, overpaid_to_players: t.over / 100 }]));
  need(JSON.stringify(s.money) === JSON.stringify(wantMoney), `summary.money per currency ${JSON.stringify(s.money)} is the findings' ${JSON.stringify(wantMoney)}`);
  for (const [c, t] of Object.entries((s.money ?? {}) as Record<string, Json>)) {
    need(CURRENCY.test(c), `summary.money key ${c} is a currency`);
    need(isAmount(t['underpaid_to_players']) && isAmount(t['overpaid_to_players']) && t['underpaid_to_players'] >= 0 && t['overpaid_to_players'] >= 0, `summary.money.${c}: two amounts`);
  }
  need((s.money_findings_without_currency ?? 0) === unpriced && s.money_findings_without_currency !== 0,
    `summary.money_findings_without_currency ${s.money_findings_without_currency} counts the ${unpriced} findings with money and no currency (absent when none)`);
  need(exit === (findings.length > 0 ? 1 : 0), `exit status ${exit} for ${findings.length} findings`);
  return bad;
}

/** `veedor audit --format json` on the files, twice (byte-identical), checked against the format; the document. */
function auditChecked(paths: string[], extra: string[] = []): Json {
  const args = ['audit', ...paths, '--format', 'json', ...extra];
  const r = veedor(args);
  expect(r.stderr).toBe('');
  expect(veedor(args).stdout, 'the same input gives the same bytes').toBe(r.stdout);
  const doc = JSON.parse(r.stdout) as Json;
  const hashes = new Map(paths.map((p) => [p, createHash('sha256').update(readFileSync(join(ROOT, p))).digest('hex')]));
  expect(findingsFormatProblems(doc, r.code, hashes)).toEqual([]);
  return doc;
}

const example = (name: string) => JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack', name), 'utf8')) as Json[];

describe('findings format 1.1: the JSON document of veedor audit', () => {
  it('the demo logs (five catalogs, PEN, EUR and USD): every rule of the format holds', () => {
    const demo = ['black-jack-marbella', 'dragon-six-lima', 'pai-gow-san-juan', 'poker-caribeno-lima', 'pot-luck-lima'].map((n) => `fixtures/demo/${n}.ndjson`);
    const doc = auditChecked(demo);
    expect(Object.keys(doc['summary'].money)).toEqual(['EUR', 'PEN', 'USD']);
    expect(doc['summary'].by_category).toEqual({ payout: 76, procedure: 93, integrity: 6, input: 0 });
  });

  it('the spec\'s clean examples: no finding, exit 0, every count zero', () => {
    const examples = ['es-marbella-black-jack', 'pe-dragon-six-baccarat', 'pe-poker-caribeno', 'pe-pot-luck-black-jack', 'pr-8669-pai-gow-bonus'].map((n) => `fixtures/examples/${n}.ndjson`);
    const doc = auditChecked(examples);
    expect(doc['summary']).toMatchObject({ hands: 13, hands_with_findings: 0, findings: 0, by_category: { payout: 0, procedure: 0, integrity: 0, input: 0 }, money: {} });
  });

  it('records rejected beside audited hands, a hand whose currency is its table\'s, one that names none: each input finding has its line, money per currency', () => {
    const [paid] = example('art13-blackjack-paid-1-to-1.json');
    const tableCurrency = { ...structuredClone(paid!), hand_id: 'TC-1', currency: undefined, table: { ...paid!['table'], currency: 'USD' } };
    const none = { ...structuredClone(paid!), hand_id: 'NC-1', currency: undefined };
    const badAmount = structuredClone(paid!);
    badAmount['hand_id'] = 'BAD-1';
    (badAmount['events'] as Json[]).find((e) => e['type'] === 'bet')!['amount'] = 10.005;
    const lines = [paid, tableCurrency, 'not json', badAmount, none].map((h) => (typeof h === 'string' ? h : JSON.stringify(h)));
    const [p] = writeFiles({ 'mixed.ndjson': lines.join('\n') + '\n' });
    const rel = p!.startsWith(ROOT) ? p!.slice(ROOT.length) : p!;
    const args = ['audit', p!, '--format', 'json'];
    const r = veedor(args);
    const doc = JSON.parse(r.stdout) as Json;
    const hashes = new Map([[p!, createHash('sha256').update(readFileSync(p!)).digest('hex')]]);
    expect(findingsFormatProblems(doc, r.code, hashes), rel).toEqual([]);
    expect(doc['inputs'][0]).toMatchObject({ hands: 5, rejected: 2 });
    expect(doc['findings'].filter((f: Json) => f['category'] === 'input').map((f: Json) => [f['hand_id'], f['source'].line, f['field']]))
      .toEqual([[null, 3, undefined], ['BAD-1', 4, expect.stringMatching(/^events\[\d+\]\.amount$/)]]);
    expect(doc['findings'].filter((f: Json) => f['category'] === 'payout').map((f: Json) => [f['hand_id'], f['currency'], f['owed_to_player']]))
      .toEqual([['PL-A13-BJ', 'PEN', 50], ['TC-1', 'USD', 50], ['NC-1', undefined, 50]]);
    expect(doc['summary'].money).toEqual({
      PEN: { underpaid_to_players: 50, overpaid_to_players: 0 }, USD: { underpaid_to_players: 50, overpaid_to_players: 0 },
    });
    // NC-1 names no currency: its money is counted, in no total (it was totalled under "unknown").
    expect(doc['summary'].money_findings_without_currency).toBe(1);
    // Five records read, each with a finding: the line that is not JSON is a hand record too (in hands and rejected).
    expect(doc['summary']).toMatchObject({ hands: 5, rejected: 2, hands_with_findings: 5, findings: 5 });
  });

  it('hands_with_findings counts records: a hand with a finding and its repeat right after it are two', () => {
    const [paid] = example('art13-blackjack-paid-1-to-1.json');
    const [p] = writeFiles({ 'repeat.ndjson': `${JSON.stringify(paid)}\n${JSON.stringify(paid)}\n` });
    const r = veedor(['audit', p!, '--format', 'json']);
    const doc = JSON.parse(r.stdout) as Json;
    expect(findingsFormatProblems(doc, r.code, new Map([[p!, createHash('sha256').update(readFileSync(p!)).digest('hex')]]))).toEqual([]);
    expect(doc['findings'].map((f: Json) => [f['hand_id'], f['rule'], f['source'].line])).toEqual([
      ['PL-A13-BJ', 'blackjack-pays-3-to-2', 1], ['PL-A13-BJ', 'input-duplicate-hand-id', 2],
    ]);
    expect(doc['summary']).toMatchObject({ hands: 2, rejected: 1, hands_with_findings: 2, findings: 2 });
  });

  it('"--out FILE.json" (the format\'s other way to the document) writes the findings document; FILE.csv the CSV; --format still decides where given', () => {
    const [log] = writeFiles({ 'under.ndjson': JSON.stringify(example('art13-blackjack-paid-1-to-1.json')[0]) + '\n' });
    const dir = dirname(log!);
    const stdout = veedor(['audit', log!, '--format', 'json']).stdout;
    const r = veedor(['audit', log!, '--out', join(dir, 'findings.json')]);
    expect(r.code).toBe(1);
    const written = readFileSync(join(dir, 'findings.json'), 'utf8');
    expect(written).toBe(stdout);
    const hashes = new Map([[log!, createHash('sha256').update(readFileSync(log!)).digest('hex')]]);
    expect(findingsFormatProblems(JSON.parse(written) as Json, r.code, hashes)).toEqual([]);
    veedor(['audit', log!, '--out', join(dir, 'findings.CSV')]);
    expect(readFileSync(join(dir, 'findings.CSV'), 'utf8')).toBe(veedor(['audit', log!, '--format', 'csv']).stdout);
    veedor(['audit', log!, '--out', join(dir, 'report.json'), '--format', 'text', '--lang', 'en']);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toMatch(/^Veedor — audit /);
    veedor(['audit', log!, '--out', join(dir, 'report.txt'), '--lang', 'en']);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toMatch(/^Veedor — audit /);
  });
});
