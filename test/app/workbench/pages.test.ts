// The workbench's pages through Fastify's inject (no socket): what each shows, against the store's own answers.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { CSP } from '../../../app/workbench/index.js';
import { openFindings } from '../../../app/findings.js';
import { writeStoredFindings } from '../../../reports/stored-findings.js';
import { servedDataset } from '../../helpers/workbench.js';

const ds = servedDataset();
const get = (url: string) => ds.get(url);

/** The hand ids of a findings page's rows, in order. */
function rowHands(html: string): string[] {
  const table = html.slice(html.indexOf('wb-findings'));
  return [...table.matchAll(/<a href="\/runs\/R-[0-9a-f]+\/hands\/([^"?]+)\?lang=\w\w(?:&amp;log=[^"]*)?">/g)].map((m) => decodeURIComponent(m[1]!));
}

async function cliCsv(run: string, filter: Record<string, string>): Promise<string> {
  const store = openFindings(ds.dbPath);
  try {
    const { findings, filters } = store.query({ run, filter });
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeStoredFindings(findings, out, { format: 'csv', lang: 'es', filters });
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    store.close();
  }
}

describe('veedor serve: pages', () => {
  it('runs page: both runs, their inputs\' SHA-256, counts, money per currency and a verified seal; headers forbid script and frames', async () => {
    const r = await get('/');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toBe(CSP);
    expect(CSP).toContain("default-src 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    const runs = ds.wb.runs();
    expect(runs.map((e) => e.run.id)).toEqual([ds.nov, ds.dec]);
    for (const e of runs) {
      expect(r.body).toContain(`<a href="/runs/${e.run.id}?lang=es">${e.run.id}</a>`);
      expect(r.body).toContain(e.inputs[0]!.sha256);
      expect(r.body).toContain(`/runs/${e.run.id}/report.pdf`);
    }
    // nov: 3 under-paid by 10 (D-311) and 5 over-paid by 30 (D-500), PEN.
    // Money worded as every report words it: owed to / owed by the players (it once read "pagado de más").
    expect(r.body).toContain('PEN 30.00 debido a jugadores; PEN 150.00 debido por jugadores');
    expect((await get('/?lang=en')).body).toContain('PEN 30.00 owed to players; PEN 150.00 owed by players');
    expect(r.body.match(/sello íntegro/g)).toHaveLength(2);
    expect(r.body).not.toMatch(/<script/i);
  });

  it('a run\'s overview: findings by article, category, dealer, table, shift and day, each bar and row a link to the filtered findings', async () => {
    const r = await get(`/runs/${ds.nov}?lang=en`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<html lang="en">');
    for (const by of ['article', 'category', 'dealer', 'table', 'shift', 'day']) expect(r.body).toContain(`id="by-${by}"`);
    // The stats chart's bars, linked: one per dealer.
    expect(r.body).toContain(`<a href="/runs/${ds.nov}/findings?dealer=D-311&amp;lang=en">`);
    expect(r.body).toContain(`<a href="/runs/${ds.nov}/findings?dealer=D-500&amp;lang=en">`);
    expect(r.body).toContain(`<a href="/runs/${ds.nov}/findings?from=2026-11-20&amp;to=2026-11-20&amp;lang=en">`);
    expect(r.body).toContain('Findings per 1,000 hands, by dealer');
    // Category and severity in the page's language, the link keeping the format's value.
    const es = (await get(`/runs/${ds.nov}?lang=es`)).body;
    expect(es).toContain(`<a href="/runs/${ds.nov}/findings?category=payout&amp;lang=es">pago</a>`);
    expect(es).toContain(`<a href="/runs/${ds.nov}/findings?severity=error&amp;lang=es">error</a>`);
    expect(es).not.toContain('>payout</a>');
    // The one who deals in the run's catalog's word, as veedor summary and the PDF say it (Pot Luck: "dealer"), not the
    // generic "crupier" (read13).
    expect(es).toContain('<h2>Por dealer</h2>');
    expect(es).toContain('Hallazgos por 1.000 manos, por dealer');
    expect(es).not.toContain('por crupier');
    const list = (await get(`/runs/${ds.nov}/findings?lang=es`)).body;
    expect(list).toContain('<option value="payout">pago</option>');
    expect(list).toContain('<option value="warning">advertencia</option>');
    // The dealer filter, its column and its sort in the catalog's word too (the filter said «Crupier»: ux14).
    expect(list).toContain('<label>Dealer<input type="text" name="dealer" value=""></label>');
    expect(list).toContain('<th>Mesa</th><th>Dealer</th>');
    expect(list).not.toContain('rupier');
  });

  it('a shift\'s bar opens that shift\'s findings, not its whole day', async () => {
    const r = await get(`/runs/${ds.nov}?lang=en`);
    // The nov hands start at 20:10-20:41 local time: the 14-22 shift of their day.
    expect(r.body).toContain(`<a href="/runs/${ds.nov}/findings?shift=2026-11-06+14-22&amp;lang=en">`);
    const shift = await get(`/runs/${ds.nov}/findings?shift=2026-11-06+14-22`);
    expect(shift.statusCode).toBe(200);
    expect(rowHands(shift.body)).toEqual(['A-0000000', 'A-0000008', 'A-0000016']);
    expect((await get(`/runs/${ds.nov}/findings?shift=2026-11-06+06-14`)).body).toContain('0 hallazgos coinciden');
    const csv = await get(`/runs/${ds.nov}/findings.csv?shift=2026-11-06+14-22`);
    expect(csv.body).toBe(await cliCsv(ds.nov, { shift: '2026-11-06 14-22' }));
    const bad = await get(`/runs/${ds.nov}/findings?shift=2026-11-06`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('shift');
  });

  it('findings filtered by dealer: only that dealer\'s, the same as veedor findings with the same filter; the CSV export is its CSV', async () => {
    const r = await get(`/runs/${ds.nov}/findings?dealer=D-311`);
    expect(r.statusCode).toBe(200);
    expect(rowHands(r.body)).toEqual(['A-0000000', 'A-0000008', 'A-0000016']);
    expect(r.body).toContain('3 hallazgos coinciden');
    const csv = await get(`/runs/${ds.nov}/findings.csv?dealer=D-311`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(await cliCsv(ds.nov, { dealer: 'D-311' }));
    expect(csv.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('owed above, severity and sort: the over-payments (owed < 0) drop out above 0; sorted by owed descending, then by hand', async () => {
    const above = await get(`/runs/${ds.nov}/findings?owed_above=0`);
    expect(rowHands(above.body)).toEqual(['A-0000000', 'A-0000008', 'A-0000016']);
    const below = await get(`/runs/${ds.nov}/findings?owed_above=-30.01&sort=owed`);
    expect(rowHands(below.body)).toEqual(['B-0000000', 'B-0000004', 'B-0000008', 'B-0000012', 'B-0000016', 'A-0000000', 'A-0000008', 'A-0000016']);
    const desc = await get(`/runs/${ds.nov}/findings?sort=hand&dir=desc&severity=error&category=payout`);
    expect(rowHands(desc.body)).toEqual(['B-0000016', 'B-0000012', 'B-0000008', 'B-0000004', 'B-0000000', 'A-0000016', 'A-0000008', 'A-0000000']);
  });

  it('pages: 25 a page, the next page continues where the last ended, the pager links keep the filter', async () => {
    const all = rowHands((await get(`/runs/${ds.nov}/findings?per=200&category=payout`)).body);
    expect(all).toHaveLength(8);
    const p1 = await get(`/runs/${ds.nov}/findings?per=25&category=payout&sort=hand`);
    expect(rowHands(p1.body)).toEqual([...all].sort());
    expect(p1.body).toContain('Página 1 de 1');
    const p2 = await get(`/runs/${ds.nov}/findings?per=25&category=payout&page=2`);
    expect(p2.statusCode).toBe(200);
    expect(rowHands(p2.body)).toEqual([]);
  });

  it('a hand: the replay, its findings, article text, file, line and SHA-256, and the next hand of the same table and shoe', async () => {
    const r = await get(`/runs/${ds.nov}/hands/A-0000008`);
    expect(r.statusCode).toBe(200);
    const input = ds.wb.runs()[0]!.inputs[0]!;
    expect(r.body).toContain(input.sha256);
    expect(r.body).toContain('logs/nov.ndjson');
    expect(r.body).toContain('<dt>Línea</dt><dd>9</dd>');
    // The one who deals in the hand's catalog's word (Pot Luck: «dealer»), not the table's «crupier» (ux14).
    expect(r.body).toMatch(/<dt>Dealer<\/dt><dd>D-\d+<\/dd>/);
    expect(r.body).toContain('<section class="step');
    expect(r.body).toContain('Art. 15º');
    expect(r.body).toContain('wb-article-text');
    expect(r.body).toContain('/assets/replay.css');
    expect(r.body).not.toMatch(/<script/i);
    // Each cloned hand has a shoe of its own: no neighbour in its shoe.
    expect(r.body).not.toContain('wb-next-hand');
  });

  it('an article: its Spanish text, English summary, status, rules and the findings citing it in this run', async () => {
    const r = await get(`/runs/${ds.nov}/article?ruleset=pe-pot-luck-black-jack&article=${encodeURIComponent('Art. 15º')}&lang=en`);
    expect(r.statusCode).toBe(200);
    const a = ds.wb.article('pe-pot-luck-black-jack', 'Art. 15º');
    expect(r.body).toContain(a.article.text_es.slice(0, 40).replace(/&/g, '&amp;'));
    expect(r.body).toContain('Findings citing it in this run (8)');
    expect(r.body).toContain(a.rules[0]!);
  });

  it('an article whose official copy masks words says so once, in the reader\'s language; another says nothing', async () => {
    const art4 = `/runs/${ds.nov}/article?ruleset=pe-dragon-six-baccarat&article=${encodeURIComponent('Art. 4º')}`;
    const es = await get(`${art4}&lang=es`);
    const en = await get(`${art4}&lang=en`);
    expect([es.statusCode, en.statusCode]).toEqual([200, 200]);
    expect(es.body.split('<p class="wb-note" id="article-masked">«MORDAZA» tapa una palabra en la copia oficial publicada.</p>').length - 1).toBe(1);
    expect(en.body.split('<p class="wb-note" id="article-masked">&quot;MORDAZA&quot; masks a word in the published official copy.</p>').length - 1).toBe(1);
    const art3 = await get(`/runs/${ds.nov}/article?ruleset=pe-dragon-six-baccarat&article=${encodeURIComponent('Art. 3º')}&lang=en`);
    expect(art3.statusCode).toBe(200);
    expect(art3.body).not.toContain('article-masked');
  });

  it('an article with words no log can show lists them with why; another has no such list', async () => {
    const art4 = await get(`/runs/${ds.nov}/article?ruleset=pe-dragon-six-baccarat&article=${encodeURIComponent('Art. 4º')}&lang=en`);
    expect(art4.body).toContain('<h2>What no log can show (not checked)</h2><ul id="article-not-checkable">');
    expect(art4.body).toContain('<li><span lang="es">«a solicitud de los participantes, del Inspector o del personal del explotador si existen motivos razonables»</span>: ' +
      'A request to change the decks is not in a log; the change is (new_deck).</li>');
    const es = await get(`/runs/${ds.nov}/article?ruleset=pe-dragon-six-baccarat&article=${encodeURIComponent('Art. 4º')}&lang=es`);
    expect(es.body).toContain('Las solicitudes de cambio de baraja no quedan en el registro; el cambio sí (new_deck).');
    const art3 = await get(`/runs/${ds.nov}/article?ruleset=pe-dragon-six-baccarat&article=${encodeURIComponent('Art. 3º')}&lang=en`);
    expect(art3.body).not.toContain('article-not-checkable');
  });

  it('answers 404 for a run, hand or article it does not hold, 400 for a bad filter, and never a write method', async () => {
    expect((await get('/runs/R-0000000000000000')).statusCode).toBe(404);
    expect((await get(`/runs/${ds.nov}/hands/NOPE`)).statusCode).toBe(404);
    expect((await get(`/runs/${ds.nov}/article?ruleset=pe-pot-luck-black-jack&article=Art.%2099`)).statusCode).toBe(404);
    expect((await get(`/runs/${ds.nov}/findings?from=2026-13-01`)).statusCode).toBe(400);
    expect((await get(`/runs/${ds.nov}/findings?page=0`)).statusCode).toBe(400);
    expect((await get(`/runs/${ds.nov}/findings?dealer=a&dealer=b`)).statusCode).toBe(400);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      expect((await ds.app.inject({ method, url: '/', payload: 'x' })).statusCode).toBe(404);
    }
    expect((await ds.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.example:80' } })).statusCode).toBe(400);
  });
});
