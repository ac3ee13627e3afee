import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../../audit/findings.js';
import { formatAmount, owedPhrase } from '../../../engine/core/money-text.js';
import { rulesetById } from '../../../rules-catalog/index.js';
import { auditCommand } from '../../../cli/commands/audit.js';
import { tempDir } from '../../helpers/temp.js';
import { extractPages, outline, overflows, overlaps, squash } from './extract.js';
import type { PageText } from './extract.js';
import { auditToPdf, DEMO, writeBigLog } from './render-helpers.js';
import type { Rendered } from './render-helpers.js';

const articleOf = (f: Finding) => rulesetById(f.ruleset)?.articles.articles.find((a) => a.article === f.article);

/** The text of each finding's entry, by its number: from its header to the next entry's (footers squashed out). */
function entries(pages: PageText[]): Map<number, string> {
  const all = pages.map((p) => p.text).join('\n');
  const out = new Map<number, string>();
  const re = /(?:Hallazgo|Finding) (\d+) (?:de|of) \d+ ·/g;
  const starts = [...all.matchAll(re)];
  starts.forEach((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]!.index : all.length;
    out.set(Number(m[1]), all.slice(m.index, end));
  });
  return out;
}

describe('PDF findings report', () => {
  let es: Rendered;
  let pages: PageText[];

  beforeAll(async () => {
    es = await auditToPdf([DEMO], 'es', 'Casino Miraflores');
    pages = await extractPages(es.pdf);
  });

  it('has one entry per finding, with its article, hand, amounts and both messages', () => {
    expect(es.findings.length).toBe(8);
    const byNumber = entries(pages);
    expect([...byNumber.keys()]).toEqual(es.findings.map((_, i) => i + 1));
    es.findings.forEach((f, i) => {
      const text = byNumber.get(i + 1)!;
      expect(text).toContain(`${f.article}`);
      if (f.hand_id) expect(text).toContain(f.hand_id);
      // Amounts with two decimals and the hand's currency; the money owed in the words every report uses.
      for (const m of [f.expected, f.actual]) if (m !== undefined) expect(text).toContain(formatAmount(m, 'PEN'));
      if (f.owed_to_player !== undefined) expect(squash(text)).toContain(squash(owedPhrase(f.owed_to_player, 'PEN', 'es')));
      if (f.category === 'payout') expect(f.currency).toBe('PEN');
      // One language per report: the Spanish message only.
      expect(squash(text)).toContain(squash(f.message.es));
      expect(squash(text)).not.toContain(squash(f.message.en));
    });
  });

  it('quotes each finding\'s article verbatim in Spanish, without the English summary in a Spanish report', () => {
    const byNumber = entries(pages);
    let quoted = 0;
    es.findings.forEach((f, i) => {
      const a = articleOf(f);
      if (f.category === 'input') return expect(a).toBeUndefined();
      expect(a).toBeDefined();
      const text = squash(byNumber.get(i + 1)!);
      expect(text).toContain(squash(a!.text_es));
      expect(text).not.toContain(squash(a!.summary_en));
      quoted++;
    });
    expect(quoted).toBe(6);
  });

  it('quotes every cited article once in the annex', () => {
    const start = pages.findIndex((p) => p.text.includes('Anexo: artículos citados'));
    expect(start).toBeGreaterThan(0);
    const annex = squash(pages.slice(start).map((p) => p.text).join('\n'));
    const cited = new Set(es.findings.filter((f) => f.category !== 'input').map((f) => f.article));
    expect([...cited].sort()).toEqual(['Art. 13º', 'Art. 14º', 'Art. 15º', 'Art. 16º', 'Art. 17º']);
    for (const a of rulesetById('pe-pot-luck-black-jack')!.articles.articles) {
      const n = annex.split(squash(a.text_es)).length - 1;
      expect(n, a.article).toBe(cited.has(a.article) ? 1 : 0);
    }
  });

  it('puts page N of total, the run id and the findings digest on every page', () => {
    pages.forEach((p, i) => {
      const m = /(?:Página|Page) (\d+) (?:de|of)\s*(\d+)/.exec(p.text);
      expect(m, `page ${i + 1}`).not.toBeNull();
      expect(Number(m![1])).toBe(i + 1);
      expect(Number(m![2])).toBe(pages.length);
      expect(p.text).toContain(es.run.run.id);
      expect(p.text).toContain(es.run.findingsDigest);
    });
  });

  it('has bookmarks to the cover, the summary, the first finding and the annex', async () => {
    const annex = pages.findIndex((p) => p.text.includes('Anexo: artículos citados')) + 1;
    // The summary takes two pages (its last table, what no log can show, runs over): the findings start on the 4th.
    expect(pages[2]!.text).toContain('Lo que ningún registro puede mostrar');
    expect(pages[3]!.text).toContain('Informe de auditoría de manos — Hallazgos');
    expect(await outline(es.pdf)).toEqual([
      { title: 'Portada', page: 1 }, { title: 'Resumen', page: 2 }, { title: 'Hallazgos', page: 4 },
      { title: 'Anexo: artículos citados', page: annex },
    ]);
  });

  it('has a cover with the establishment, tables, period, files and their SHA-256', () => {
    const cover = pages[0]!.text;
    const sha = createHash('sha256').update(readFileSync(DEMO)).digest('hex');
    for (const s of ['Casino Miraflores', 'PL-03, PL-05', '2026-11-06 20:02:11 UTC-05:00', '2026-11-06 23:45:00 UTC-05:00',
      'pe-pot-luck-black-jack', '1.0.0', 'veedor']) {
      expect(cover).toContain(s);
    }
    expect(squash(cover)).toContain(sha);
    expect(cover).toContain(es.run.run.id);
    expect(cover).toContain(es.run.findingsDigest);
  });

  it('sums findings by article, category, table and dealer, with net amounts', () => {
    const summary = pages[1]!.text;
    expect(summary).toContain('De la obtención de un Black Jack por un jugador o por el dealer');
    // Per table and dealer, each row names its currency and every amount carries it.
    expect(summary).toMatch(/PL-05\s*\n?\s*PEN\s*\n?\s*3\s*\n?\s*PEN 130\.00\s*\n?\s*PEN 120\.00/);
    expect(summary).toMatch(/D-311\s*\n?\s*PEN\s*\n?\s*3\s*\n?\s*PEN 50\.00\s*\n?\s*PEN 200\.00/);
    expect(Object.keys(es.run.summary.money)).toEqual(['PEN']);
    const pen = es.run.summary.money['PEN']!;
    expect(squash(summary)).toContain(squash(`Debido a los jugadores (PEN) ${formatAmount(pen.underpaid, 'PEN')}`));
    expect(squash(summary)).toContain(squash(`Debido por los jugadores (PEN) ${formatAmount(pen.overpaid, 'PEN')}`));
  });

  it('keeps Spanish letters (ñ, á, º) as written', () => {
    const all = pages.map((p) => p.text).join('\n');
    for (const s of ['Artículo 13º', 'señalado', 'proporción', 'Página', 'auditoría', 'Ejecución']) expect(all).toContain(s);
    expect(all).not.toContain('?');
  });

  it('gives byte-identical PDFs for the same input', async () => {
    const again = await auditToPdf([DEMO], 'es', 'Casino Miraflores');
    expect(again.pdf.equals(es.pdf)).toBe(true);
    expect(es.pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('with --lang en speaks English: labels, the English message only, the summary before the Spanish text', async () => {
    const en = await auditToPdf([DEMO], 'en');
    const enPages = await extractPages(en.pdf);
    const byNumber = entries(enPages);
    const f = en.findings[0]!;
    const text = squash(byNumber.get(1)!);
    expect(byNumber.get(1)!).toMatch(/^Finding 1 of 8/);
    expect(text).toContain(squash(f.message.en));
    expect(text).not.toContain(squash(f.message.es));
    const a = articleOf(f)!;
    expect(text.indexOf(squash(a.summary_en))).toBeLessThan(text.indexOf(squash(a.text_es)));
  });
});

describe('PDF layout', () => {
  it('keeps every line of the demo inside the page margins, none over another', async () => {
    const { pdf } = await auditToPdf([DEMO], 'es', 'Casino Miraflores');
    const pages = await extractPages(pdf);
    expect(overflows(pages)).toEqual([]);
    expect(overlaps(pages)).toEqual([]);
  });

  it('holds with long ids, a crowded table and many pages, in both languages', async () => {
    const dir = tempDir('pdf-layout');
    const path = join(dir, 'a-log-file-with-a-deliberately-long-name-to-wrap-inside-its-cell-2026-11-06.ndjson');
    writeBigLog(path, 12);
    for (const lang of ['es', 'en'] as const) {
      const r = await auditToPdf([path], lang);
      expect(r.findings.length).toBe(12 * 6 + 8);
      const pages = await extractPages(r.pdf);
      expect(pages.length).toBeGreaterThan(30);
      expect(overflows(pages)).toEqual([]);
      expect(overlaps(pages)).toEqual([]);
      const crowded = [...entries(pages).values()].find((t) => t.includes('CROWDED-HAND'))!;
      expect(crowded).toContain('1222.49');
    }
  });
});

describe('veedor audit --pdf', () => {
  it('writes the PDF beside the JSON report, with the same findings digest', async () => {
    const dir = tempDir('pdf-cli');
    const json = join(dir, 'out.json');
    const pdf = join(dir, 'out.pdf');
    const code = await auditCommand([DEMO], { format: 'json', out: json, lang: 'es', pdf, casino: 'Sala 1' });
    expect(code).toBe(1);
    const doc = JSON.parse(readFileSync(json, 'utf8')) as { findings_digest: string; findings: unknown[] };
    const pages = await extractPages(readFileSync(pdf));
    expect(pages[0]!.text).toContain(doc.findings_digest);
    expect(pages[0]!.text).toContain('Sala 1');
    expect(entries(pages).size).toBe(doc.findings.length);
  });

  it('refuses a PDF path in a missing directory before auditing', async () => {
    await expect(auditCommand([DEMO], { format: 'json', lang: 'es', pdf: '/no/such/dir/out.pdf' })).rejects.toThrow(/no such directory/);
  });

  it('reports a clean log as clean, with no findings section and no annex', async () => {
    const clean = join(tempDir('pdf-clean'), 'clean.ndjson');
    writeFileSync(clean, readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.includes('DEMO-PL-0009')).join('\n') + '\n');
    const r = await auditToPdf([clean]);
    expect(r.findings).toEqual([]);
    const pages = await extractPages(r.pdf);
    expect(pages.length).toBe(2);
    expect(pages[1]!.text).toContain('Sin hallazgos');
    expect(pages.map((p) => p.text).join('')).not.toContain('Anexo');
  });
  // pdf27: a clean log's summary drew the tables by article, by table and by dealer as a header over no row.
  it('says «Ninguno.» / «None.» under a summary table that has no row, and draws no empty table', async () => {
    const clean = join(tempDir('pdf-clean'), 'clean.ndjson');
    writeFileSync(clean, readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.includes('DEMO-PL-0009')).join('\n') + '\n');
    for (const [lang, none, byArticle, byTable, byDealer, header] of [
      ['es', 'Ninguno.', 'Hallazgos por artículo', 'Hallazgos por mesa', 'Hallazgos por dealer', 'Artículo Título Hallazgos'],
      ['en', 'None.', 'Findings by article', 'Findings by table', 'Findings by dealer', 'Article Title Findings'],
    ] as const) {
      const r = await auditToPdf([clean], lang);
      expect(r.findings).toEqual([]);
      const summary = squash((await extractPages(r.pdf))[1]!.text);
      expect(summary, lang).toContain(squash(`${byArticle} ${none}`));
      expect(summary, lang).toContain(squash(`${byTable} ${none}`));
      expect(summary, lang).toContain(squash(`${byDealer} ${none}`));
      expect(summary, lang).not.toContain(squash(header));
    }
  });
  it('says on the cover that a run which audited no hand has no reference date, not 1970-01-01', async () => {
    // Every record of this log is rejected (an amount of 1e309): the run's date is the newest audited hand's, and
    // there is none. The cover read «Run reference date 1970-01-01 00:00:00 UTC».
    const log = new URL('../../../fixtures/bad-input/amount-1e309.ndjson', import.meta.url).pathname;
    for (const [lang, words] of [['en', 'Run reference date none: no hand was audited'], ['es', 'Fecha de referencia de la ejecución ninguna: no se auditó ninguna mano']] as const) {
      const r = await auditToPdf([log], lang);
      expect(r.run.summary.audited).toBe(0);
      expect(r.run.summary.rejected).toBe(1);
      const cover = (await extractPages(r.pdf))[0]!.text;
      expect(squash(cover)).toContain(squash(words));
      expect(cover).not.toContain('1970');
    }
  });
  it('sets a --casino of one 100,000-character word in bounded time, cut to 499 characters and "…" on the cover', async () => {
    // pdfkit breaks a word wider than its line piece by piece, measuring the rest of the word for every piece:
    // this --casino took 5 s (the square of its length); now every word the PDF shows is at most 500 characters.
    const t0 = performance.now();
    const r = await auditToPdf([DEMO], 'en', `Casino ${'W'.repeat(100_000)} Lima`);
    const ms = performance.now() - t0;
    const cover = squash((await extractPages(r.pdf))[0]!.text);
    expect(cover).toContain(`Casino${'W'.repeat(499)}…Lima`);
    expect(cover).not.toContain('W'.repeat(500));
    expect(ms).toBeLessThan(4_000);
  });
});

describe('the cover keeps each heading with what it heads (read13)', () => {
  // The five demo logs with --db and --casino ran the cover onto a second page with "Chain head in the audit store"
  // alone at the foot of the first and the head on the next. Each extra input row moves the headings down by about
  // its height: some of these covers put a heading where its block no longer fits.
  it('the digest and the chain head are on the page of their heading, however long the cover', async () => {
    const { runAudit } = await import('../../../audit/run.js');
    const { RULESETS } = await import('../../../rules-catalog/index.js');
    const { fromAuditRun } = await import('../../../reports/pdf/model.js');
    const { writePdfReport } = await import('../../../reports/pdf/render.js');
    const { LABELS } = await import('../../../reports/pdf/text.js');
    const { Writable } = await import('node:stream');
    const { HandCapture } = await import('../../../reports/pdf/hand-capture.js');
    const capture = new HandCapture('Casino Miraflores');
    const run = await runAudit({ paths: [DEMO], rulesets: RULESETS, onHand: capture.onHand });
    const head = 'ab'.repeat(32);
    try {
      await capture.close();
      const base = fromAuditRun(run, capture);
      for (let extra = 0; extra < 16; extra++) {
        const inputs = [...base.inputs];
        for (let i = 0; i < extra; i++) inputs.push({ ...base.inputs[0]!, path: `/casino/exports/2026-11/mesa-${String(i).padStart(2, '0')}/partidas.ndjson` });
        const chunks: Buffer[] = [];
        const sink = new Writable({ write(c: Buffer, _e, cb) { chunks.push(c); cb(); } });
        await writePdfReport({ ...base, inputs, chain: { head }, findings: async function* () {} }, sink, { lang: 'en', rulesets: RULESETS });
        const pages = await extractPages(Buffer.concat(chunks));
        for (const [label, value] of [[LABELS.en.chain, head], [LABELS.en.digest, base.findingsDigest]] as const) {
          const at = pages.findIndex((p) => p.text.includes(label));
          expect(at, `${label}, ${extra} extra inputs`).toBeGreaterThanOrEqual(0);
          // Every page's footer repeats both values: the heading's page holds them twice (its box, the footer).
          const times = squash(pages[at]!.text).split(value).length - 1;
          expect(times, `${label} with ${extra} extra inputs: its value on page ${at + 1} besides the footer`).toBe(2);
        }
      }
    } finally {
      run.dispose();
      capture.dispose();
    }
  }, 60_000);
  // With a dozen logs and --db the reviewer's signature line went alone onto page 2, under nothing; without a chain the
  // digest is the last block, with one the chain head (signed: two more lines). The digest, the chain head and the
  // signature line are one block, on one page.
  it('puts the reviewer\'s signature line on the page of the cover\'s last block, however long the cover', async () => {
    const { runAudit } = await import('../../../audit/run.js');
    const { RULESETS } = await import('../../../rules-catalog/index.js');
    const { fromAuditRun } = await import('../../../reports/pdf/model.js');
    const { writePdfReport } = await import('../../../reports/pdf/render.js');
    const { LABELS } = await import('../../../reports/pdf/text.js');
    const { Writable } = await import('node:stream');
    const { HandCapture } = await import('../../../reports/pdf/hand-capture.js');
    const capture = new HandCapture('Casino Miraflores');
    const run = await runAudit({ paths: [DEMO], rulesets: RULESETS, onHand: capture.onHand });
    const chains = [
      undefined,
      { head: 'ab'.repeat(32) },
      { head: 'cd'.repeat(32), signature: 'ef'.repeat(64), fingerprint: 'SHA256:' + 'x'.repeat(43) },
    ];
    let seenOnSecond = 0;
    try {
      await capture.close();
      const base = fromAuditRun(run, capture);
      for (const chain of chains) {
        for (let extra = 0; extra < 20; extra++) {
          const inputs = [...base.inputs];
          for (let i = 0; i < extra; i++) inputs.push({ ...base.inputs[0]!, path: `/casino/exports/2026-11/mesa-${String(i).padStart(2, '0')}/partidas.ndjson` });
          const chunks: Buffer[] = [];
          const sink = new Writable({ write(c: Buffer, _e, cb) { chunks.push(c); cb(); } });
          await writePdfReport({ ...base, inputs, chain, findings: async function* () {} }, sink, { lang: 'en', rulesets: RULESETS });
          const pages = await extractPages(Buffer.concat(chunks));
          const last = chain ? LABELS.en.chain : LABELS.en.digest;
          const lastAt = pages.findIndex((p) => p.text.includes(last));
          const signAt = pages.findIndex((p) => p.text.includes(LABELS.en.signature));
          expect(signAt, `${chain ? 'chain' : 'no chain'}, ${extra} extra inputs`).toBeGreaterThanOrEqual(0);
          expect(signAt, `${chain ? 'chain' : 'no chain'}, ${extra} extra inputs: the signature line's page`).toBe(lastAt);
          // loose17: and the findings digest it signs with them (with --db it stayed at the foot of page 1, the chain
          // head and the signature line on page 2).
          const digestAt = pages.findIndex((p) => p.text.includes(LABELS.en.digest));
          expect(digestAt, `${chain ? 'chain' : 'no chain'}, ${extra} extra inputs: the digest's page`).toBe(signAt);
          if (signAt === 1) seenOnSecond++;
        }
      }
      // The loop reached covers that run onto a second page (else it proves nothing about the page break).
      expect(seenOnSecond).toBeGreaterThan(10);
    } finally {
      run.dispose();
      capture.dispose();
    }
  }, 120_000);
});
