import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/audit-files.js';
import { MAPPINGS, ROOT, auditFiles } from './helpers.js';

// These cases assert the English one-line errors and listings: Spanish is the default (cli/lang.ts).
process.env['VEEDOR_LANG'] = 'en';

const CLI = join(ROOT, 'dist', 'cli', 'veedor.js');
const MB = join(MAPPINGS, 'marbella-spanish-cents');
const MB_EXPORT = join(MB, 'partidas_MB-02_2026-11-06.csv');
const MB_MAP = join(MB, 'casino.map.json');
const CS = join(MAPPINGS, 'caribbean-nested-ndjson');
const D6 = join(MAPPINGS, 'dragon-six-row-per-hand');

function veedor(args: string[], cwd = ROOT) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" before the tests`);
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The Marbella export and its mapping in a temp folder as export.csv and casino.map.json, each changed by a function. */
function marbella(change: { csv?: (text: string) => string; map?: (m: Record<string, any>) => void } = {}): string {
  const dir = tempDir();
  const csv = readFileSync(MB_EXPORT, 'latin1');
  writeFileSync(join(dir, 'export.csv'), Buffer.from((change.csv ?? ((t) => t))(csv), 'latin1'));
  const map = JSON.parse(readFileSync(MB_MAP, 'utf8')) as Record<string, any>;
  change.map?.(map);
  writeFileSync(join(dir, 'casino.map.json'), JSON.stringify(map, null, 2));
  return dir;
}

describe('a mapping that cannot be used: exit 2, one line naming the mapping field, before any hand is read', () => {
  const cases: [string, Parameters<typeof marbella>[0], string][] = [
    ['a missing column', { csv: (t) => t.replace(';IMPORTE\r\n', ';TOTAL\r\n') },
      'veedor: casino.map.json: event.amount: no column "IMPORTE" in export.csv\n'],
    ['a column that differs in case only', { csv: (t) => t.replace(';IMPORTE\r\n', ';Importe\r\n') },
      'veedor: casino.map.json: event.amount: no column "IMPORTE" in export.csv (there is "Importe": names are matched exactly)\n'],
    ['a vocabulary target that is not a hand-log event type', { map: (m) => { m['vocabularies'].movimiento.PAGO = 'payot'; } },
      'veedor: casino.map.json: vocabularies.movimiento.PAGO: "payot" is not a hand-log type (one of procedure, bet, deal, reveal, decision, rng, payout, collect, return, commission, pool_award)\n'],
    ['a vocabulary target that is not a hand-log spot', { map: (m) => { m['vocabularies'].apuesta.PRINCIPAL = 'principal'; } },
      'veedor: casino.map.json: vocabularies.apuesta.PRINCIPAL: "principal" is not a hand-log spot (one of main, pool, ante, player, banker, tie, paigow, bonus, insurance, bet)\n'],
    ['a participant that is not one', { map: (m) => { m['vocabularies'].destino.CRUP = 'croupier'; } },
      'veedor: casino.map.json: vocabularies.destino.CRUP: "croupier" is not a participant (seat:N, dealer, player or banker)\n'],
    ['a card numbering that names a suit twice', { map: (m) => { m['cards'].order.suits = ['c', 'd', 'h', 'h']; } },
      'veedor: casino.map.json: cards.order.suits: must name each of the four suits s h d c once\n'],
    ['a card numbering without its order', { map: (m) => { delete m['cards'].order; } },
      'veedor: casino.map.json: cards.order: the number notation needs the order its system numbers the cards in (suits, ranks, by suit or by rank)\n'],
    ['a suit table that leaves a suit out', { map: (m) => { m['cards'] = { notation: 'rank-suit', ranks: { A: 'A', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9', 10: 'T', J: 'J', Q: 'Q', K: 'K' }, suits: { P: 's', C: 'h', D: 'd' } }; } },
      'veedor: casino.map.json: cards.suits: no spelling for c: the notation cannot write every card\n'],
    ['spellings that read one text as two cards', { map: (m) => { m['cards'] = { notation: 'rank-suit-letters', ranks: { '1': 'A', '11': 'J' }, suits: { '1S': 's' } }; } },
      'veedor: casino.map.json: cards: "11S" would read as both As and Js: the rank and suit spellings overlap\n'],
    ['a time zone that does not exist', { map: (m) => { m['timestamps'].time_zone = 'Europe/Marbella'; } },
      'veedor: casino.map.json: timestamps.time_zone: "Europe/Marbella" is not an IANA time zone (e.g. America/Lima, Europe/Madrid)\n'],
    ['a thousands separator that is also the decimal separator', { map: (m) => { m['amounts'] = { scale: 'units', decimal: '.', thousands: '.' }; } },
      'veedor: casino.map.json: amounts.thousands: "." is also the decimal separator (amounts.decimal): "1.000" would read two ways\n'],
    ['a field the format does not have', { map: (m) => { m['event'].importe = 'IMPORTE'; } },
      'veedor: casino.map.json: event.importe: not a field of the mapping format (mapping.schema.json)\n'],
  ];
  it.each(cases)('%s', (_what, change, message) => {
    const dir = marbella(change);
    for (const args of [['audit', '--map', 'casino.map.json', 'export.csv'], ['import', '--map', 'casino.map.json', 'export.csv', '--out', 'log.ndjson'], ['map', 'check', '--map', 'casino.map.json', 'export.csv']]) {
      const r = veedor(args, dir);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toBe(message);
      expect(r.stdout).toBe('');
    }
    expect(readdirSync(dir).sort()).toEqual(['casino.map.json', 'export.csv']); // import wrote nothing
  });
});

describe('a value the mapping does not know, mid-file: an input finding on the export\'s line and column', () => {
  // Line 37 of the export is hand MB-02-1041's payout (PAGO); the table system wrote PAGADO there.
  const dir = marbella({ csv: (t) => t.replace('22:01:07;MB-02;1041;C-12;PAGO;', '22:01:07;MB-02;1041;C-12;PAGADO;') });

  it('rejects that hand with its line, column and mapped field; the other is audited; the counts reconcile', async () => {
    const { findings, summary } = await auditFiles([join(dir, 'export.csv')], join(dir, 'casino.map.json'));
    expect(summary).toMatchObject({ hands: 2, audited: 1, rejected: 1, findings: 1 });
    expect(findings).toHaveLength(1);
    const f = findings[0]!;
    expect(f.rule).toBe('input-unreadable');
    expect(f.hand_id).toBe('MB-02-1041');
    expect(f.source).toEqual({ path: join(dir, 'export.csv'), line: 37, index: 1, column: 'MOV', field: 'events[6].type' });
    expect(f.message.en).toBe(`Unreadable record (${join(dir, 'export.csv')}:37 column MOV [events[6].type]): "PAGADO" is not in the vocabulary movimiento (known: BARAJAR, CORTE, APUESTA, CARTA, DECISIÓN, PAGO, RECOGER, DEVOLUCIÓN, …)`);
    expect(f.message.es).toBe(`Registro ilegible (${join(dir, 'export.csv')}:37 columna MOV [events[6].type]): "PAGADO" no está en el vocabulario movimiento (palabras conocidas: BARAJAR, CORTE, APUESTA, CARTA, DECISIÓN, PAGO, RECOGER, DEVOLUCIÓN, …)`);
  });

  it('the JSON findings carry source.column and source.field; exit 1', () => {
    const r = veedor(['audit', '--map', 'casino.map.json', 'export.csv', '--format', 'json'], dir);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout) as { summary: Record<string, number>; findings: { rule: string; source: Record<string, unknown> }[] };
    expect(doc.summary['hands']).toBe(2);
    expect(doc.summary['rejected']).toBe(1);
    expect(doc.findings.map((f) => [f.rule, f.source])).toEqual([['input-unreadable', { path: 'export.csv', line: 37, index: 1, column: 'MOV', field: 'events[6].type' }]]);
  });

  it('import writes the hand it can convert and names the one it cannot on stderr (exit 1)', () => {
    const r = veedor(['import', '--map', 'casino.map.json', 'export.csv', '--out', 'log.ndjson'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('veedor: export.csv:37 column MOV [events[6].type]: not converted: "PAGADO" is not in the vocabulary movimiento');
    expect(r.stderr).toContain('veedor: wrote log.ndjson: 1 hand; 1 row skipped as not an event (type mapped to null); 1 record not converted (listed above)\n');
    const lines = readFileSync(join(dir, 'log.ndjson'), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { hand_id: string }).hand_id)).toEqual(['MB-02-1040']);
  });

  it('map check lists the word, its column, count and first line (exit 1)', () => {
    const r = veedor(['map', 'check', '--map', 'casino.map.json', 'export.csv'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe([
      'casino.map.json: the mapping is valid',
      'export.csv: 2 hands read, 1 converts to a valid hand-log hand, 1 does not',
      '  every column is mapped',
      '  1 row or event is not an event by the mapping (type mapped to null) and is skipped',
      '  words not in a vocabulary (add them to the vocabulary, or null in type to skip such rows):',
      '    movimiento: "PAGADO" in column MOV, 1 time, first at line 37',
      '',
    ].join('\n'));
  });
});

describe('a converted value the hand-log format refuses: the input finding names the export\'s line and column', () => {
  it('CSV one row per hand: a negative stake in S2_Stake', async () => {
    const dir = tempDir();
    const csv = readFileSync(join(D6, 'BAC-07_2026-03-06.csv'), 'utf8').replace('B,40.00,W,40.00', 'B,-40.00,W,40.00');
    writeFileSync(join(dir, 'BAC-07_2026-03-06.csv'), csv);
    const { findings, summary } = await auditFiles([join(dir, 'BAC-07_2026-03-06.csv')], join(D6, 'casino.map.json'));
    expect(summary).toMatchObject({ hands: 3, audited: 2, rejected: 1 });
    const input = findings.filter((f) => f.category === 'input');
    expect(input.map((f) => [f.rule, f.hand_id, f.source.line, f.source.column, f.source.field])).toEqual([['input-schema', 'BAC07-0306-041', 2, 'S2_Stake', 'events[1].amount']]);
  });

  it('NDJSON: an amount with three decimals, at its JSON path', async () => {
    const dir = tempDir();
    const text = readFileSync(join(CS, 'rondas_2026-03-07.ndjson'), 'utf8').split('\n');
    text[1] = text[1]!.replace('"SUBE", "box": 1, "monto": "20,00"', '"SUBE", "box": 1, "monto": "20,005"');
    writeFileSync(join(dir, 'rondas.ndjson'), text.join('\n'));
    const { findings, summary } = await auditFiles([join(dir, 'rondas.ndjson')], join(CS, 'casino.map.json'));
    expect(summary).toMatchObject({ hands: 2, audited: 1, rejected: 1 });
    const input = findings.filter((f) => f.category === 'input');
    expect(input.map((f) => [f.rule, f.hand_id, f.source.line, f.source.column, f.source.field])).toEqual([['input-schema', 'CS02-20260307-0028', 2, 'acciones[13].monto', 'events[13].amount']]);
  });

  it('a card the notation does not have: unreadable, with the card column', async () => {
    const dir = tempDir();
    const csv = readFileSync(join(D6, 'BAC-07_2026-03-06.csv'), 'utf8').replace('P:10♠ B:K♠', 'P:1♠ B:K♠');
    writeFileSync(join(dir, 'BAC-07_2026-03-06.csv'), csv);
    const { findings, summary } = await auditFiles([join(dir, 'BAC-07_2026-03-06.csv')], join(D6, 'casino.map.json'));
    expect(summary).toMatchObject({ hands: 3, rejected: 1 });
    const f = findings.find((x) => x.category === 'input')!;
    expect([f.rule, f.hand_id, f.source.line, f.source.column, f.source.field]).toEqual(['input-unreadable', 'BAC07-0306-043', 4, 'Cards', 'events[3].card']);
    expect(f.message.en).toContain('"1♠" is not a card in the mapping\'s notation');
  });
});

describe('import writes only a new file beside no evidence', () => {
  it('refuses --out naming the export or the mapping; nothing changes', () => {
    const dir = marbella();
    const before = readFileSync(join(dir, 'export.csv'));
    for (const out of ['export.csv', 'casino.map.json', './export.csv']) {
      const r = veedor(['import', '--map', 'casino.map.json', 'export.csv', '--out', out], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^veedor: --out \S+ is \S+, the (export this command reads|import mapping): writing there would destroy it\n$/);
    }
    expect(readFileSync(join(dir, 'export.csv')).equals(before)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['casino.map.json', 'export.csv']);
  });

  it('audit --map refuses --db and several workers (the store re-reads inputs as hand logs)', () => {
    const dir = marbella();
    const db = veedor(['audit', '--map', 'casino.map.json', 'export.csv', '--db', 'a.db'], dir);
    expect(db.code).toBe(2);
    expect(db.stderr).toMatch(/^veedor: --map with --db: .*veedor import/);
    const w = veedor(['audit', '--map', 'casino.map.json', 'export.csv', '--workers', '2'], dir);
    expect(w.code).toBe(2);
    expect(w.stderr).toBe('veedor: --map reads on one thread: --workers must be 1 or auto\n');
    expect(readdirSync(dir).sort()).toEqual(['casino.map.json', 'export.csv']);
  });
});

describe('map check and map init', () => {
  it('map check on a clean example: exit 0; a column nothing reads is listed', () => {
    const clean = veedor(['map', 'check', '--map', join(D6, 'casino.map.json'), join(D6, 'BAC-07_2026-03-06.csv')]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('3 hands read, 3 convert to valid hand-log hands, 0 do not\n  every column is mapped');
    const dir = marbella({ map: (m) => { delete m['hand'].dealer_id; } });
    const r = veedor(['map', 'check', '--map', 'casino.map.json', 'export.csv'], dir);
    expect(r.stdout).toContain('  columns not mapped (1): CRUPIER\n');
  });

  it('map init drafts the Spanish export: form, encoding, delimiter, cents, card numbers, vocabulary, every guess marked', () => {
    const r = veedor(['map', 'init', MB_EXPORT]);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as Record<string, any>;
    expect([m['form'], m['encoding'], m['delimiter']]).toEqual(['csv-row-per-event', 'latin-1', ';']);
    expect(m['amounts'].scale).toBe('cents');
    expect(m['cards'].notation).toBe('number');
    expect(m['cards']._guess).toMatch(/ORDER cannot be guessed/);
    expect(m['vocabularies'].type).toMatchObject({ PAGO: 'payout', CARTA: 'deal', APUESTA: 'bet', BARAJAR: 'procedure', 'DECISIÓN': 'decision', 'SALDO MESA': 'TODO' });
    expect(m['hand'].started_at.from).toEqual(['FECHA', 'HORA']);
    expect(m['hand'].hand_id.template).toBe('{MESA}-{PARTIDA}');
    expect(m['group']).toMatchObject({ by: 'change', of: ['MESA', 'PARTIDA'] });
    expect(m['timestamps']).toMatchObject({ format: 'DD/MM/YYYY HH:mm:ss', time_zone: 'TODO' });
    expect(m['event'].card.from).toBe('CARTA');
    expect(m['event'].amount.from).toBe('IMPORTE');
    const fields = [...Object.values(m['hand']), ...Object.values(m['event'])] as Record<string, unknown>[];
    for (const f of fields) expect(typeof f['_guess']).toBe('string');
  });

  it('a draft is refused by map check until its TODOs are filled (exit 2 naming the field); init never writes over a file', () => {
    const dir = tempDir();
    const draft = veedor(['map', 'init', MB_EXPORT, '--out', join(dir, 'draft.map.json')]);
    expect(draft.code).toBe(0);
    const check = veedor(['map', 'check', '--map', join(dir, 'draft.map.json'), MB_EXPORT]);
    expect(check.code).toBe(2);
    expect(check.stderr).toBe('veedor: draft.map.json: timestamps.time_zone: "TODO" is not an IANA time zone (e.g. America/Lima, Europe/Madrid)\n');
    const again = veedor(['map', 'init', MB_EXPORT, '--out', join(dir, 'draft.map.json')]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/exists: a draft is never written over a file/);
  });

  it('map init on nested NDJSON finds the events array and the paths', () => {
    const r = veedor(['map', 'init', join(CS, 'rondas_2026-03-07.ndjson')]);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as Record<string, any>;
    expect(m['form']).toBe('ndjson');
    expect(m['events_path']).toBe('acciones');
    expect(m['hand'].table_id.from).toBe('ronda.mesa');
    expect(m['hand'].dealer_id.from).toBe('personal.crupier');
    expect(m['event'].type.from).toBe('accion');
    expect(m['event'].amount.from).toBe('monto');
    expect(m['amounts'].decimal).toBe(',');
    expect(m['hand'].hand_id.from).toBe('ronda.codigo');
    expect(m['timestamps'].format).toBe('DD/MM/YYYY HH:mm:ss');
    expect(m['vocabularies'].type).toMatchObject({ PAGA: 'payout', SUBE: 'decision', CARTA: 'deal', BARAJA: 'procedure' });
  });
});
