// hostile18: a dealer_id, table_id or shoe_id is a group's key (stats, summary, the PDF's tables, shoe continuity), and
// `Begoña Muñoz` written with ñ (U+00F1) by one system and with n + U+0303 by another is the same text in Unicode's
// canonical form (NFC): they were two dealers printed alike, each with half the hands (stats showed two rows
// "Begoña Muñoz", the summary two groups), and one shoe named both ways was two shoes, its continuity unchecked.
// These ids are now read in NFC (the hand_id, a record's own name, is kept as written: two forms of it in one log
// are a repeat, test/cli/canonical-hand-ids).
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { veedor, ROOT, STACK } from './run-cli.js';

const HAND = (JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8')) as Record<string, any>[])[0]!;
const NFC = 'Bego\u00f1a Mu\u00f1oz';
const NFD = 'Begon\u0303a Mun\u0303oz';

describe('dealer, table and shoe ids equal in Unicode canonical form', () => {
  it('are one dealer, one table, one shoe in the findings, stats and summary', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veedor-nfc-groups-'));
    try {
      const log = join(dir, 'd.ndjson');
      // Two hands, one dealer written both ways, at one table and from one two-deck shoe written both ways: the second
      // hand deals again the cards of the first (the same hand copied, the 3♦ twice in each): four 3♦, two decks hold two.
      const hands = [NFD, NFC, NFD, NFC].map((name, i) => ({
        ...HAND, hand_id: `H-${i}`, dealer_id: name, table_id: `Mesa ${name}`, shoe_id: `Zapato ${name}`, table: { ...HAND['table'], decks: 2 },
        // The second hand goes on with the shoe: no shuffle, no cut.
        events: (HAND['events'] as { type: string; name?: string }[]).filter((e) => i === 0 || e.type !== 'procedure' || (e.name !== 'shuffle' && e.name !== 'cut')),
      }));
      writeFileSync(log, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
      const a = veedor(['audit', log, '--format', 'json', '--lang', 'en', '--db', join(dir, 's.db')]);
      expect(a.stderr).not.toMatch(STACK);
      const doc = JSON.parse(a.stdout) as { findings: { rule: string; hand_id: string; dealer_id?: string; table_id?: string }[] };
      const continuity = doc.findings.filter((f) => f.rule === 'shoe-continuity').map((f) => f.hand_id);
      // The third copy of a card the two decks hold twice: H-1's 3♦; then H-2 and H-3 go on past two decks' worth.
      expect(continuity).toEqual(['H-1', ...Array(7).fill('H-2')]);
      expect(new Set(doc.findings.map((f) => f.dealer_id))).toEqual(new Set([NFC]));
      expect(new Set(doc.findings.map((f) => f.table_id))).toEqual(new Set([`Mesa ${NFC}`]));
      // On three threads, where hands are routed by table (the two forms hashed to two threads): the same.
      const w = JSON.parse(veedor(['audit', log, '--format', 'json', '--lang', 'en', '--workers', '3']).stdout) as typeof doc;
      expect(w.findings).toEqual(doc.findings);
      const stats = JSON.parse(veedor(['stats', log, '--by', 'dealer', '--format', 'json', '--lang', 'en']).stdout) as { groups?: { key: string }[] } & Record<string, unknown>;
      expect(JSON.stringify(stats)).not.toContain(NFD);
      expect(JSON.stringify(stats)).toContain(NFC);
      const sum = JSON.parse(veedor(['summary', '--db', join(dir, 's.db'), '--format', 'json', '--lang', 'en']).stdout) as { groups: { key: string; hands: number }[] };
      expect(sum.groups.map((g) => [g.key, g.hands])).toEqual([[NFC, 4]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
