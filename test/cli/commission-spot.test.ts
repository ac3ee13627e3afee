// hostile20: a `commission` event on a spot its game does not have was audited as if it named a real one. In Pot Luck
// (the blackjack engine) every commission was read as the pool's whatever its spot: `"spot": "ante"` or `"tie"` (no
// blackjack spot) or `"main"` (no blackjack wager pays a commission) was taken for the pool commission, the hand audited
// clean, while a payout on `"tie"` is refused ("a blackjack settlement is on the main, pool or insurance spot"). In a
// Dragon Six coup a commission on `"main"` or `"pool"` was kept and judged by no rule: 1.00 the table kept vanished with no
// word. Each is now refused as a payout on a spot the game lacks is, with its event's `spot` field, in es and en; the
// commission on the pool (Pot Luck) or on a baccarat spot (judged by Art. 8º) is audited as before.
import { describe, expect, it } from 'vitest';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { veedor, ROOT, STACK } from './run-cli.js';
import { tempDir } from '../store/helpers.js';

type Hand = { hand_id: string; events: Record<string, unknown>[] };
const POT_LUCK = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-pot-luck-black-jack/clean-examples.json'), 'utf8')) as Hand[];
const SHOES = JSON.parse(readFileSync(join(ROOT, 'fixtures/pe-dragon-six-baccarat/clean-shoes.json'), 'utf8')) as Hand[] | { hands: Hand[] };
const COUPS = Array.isArray(SHOES) ? SHOES : SHOES.hands;

type Doc = { summary: { hands: number; audited: number; rejected: number }; findings: { hand_id: string; rule: string; field?: string; message: string; source: { line: number } }[] };

function audit(dir: string, name: string, hands: Hand[], lang: 'es' | 'en'): Doc {
  const f = join(dir, name);
  writeFileSync(f, hands.map((h) => JSON.stringify(h)).join('\n') + '\n');
  const r = veedor(['audit', f, '--format', 'json', '--lang', lang]);
  expect(r.stderr).not.toMatch(STACK);
  return JSON.parse(r.stdout) as Doc;
}

describe('a commission on a spot its game does not have', () => {
  it('Pot Luck: refused on ante, tie, main, insurance with the event\'s spot field; on the pool audited as before', () => {
    const dir = tempDir('commission-spot');
    try {
      const base = POT_LUCK.find((h) => h.events.some((e) => e['type'] === 'commission'))!;
      const at = base.events.findIndex((e) => e['type'] === 'commission');
      const spots = ['pool', 'ante', 'tie', 'main', 'insurance'];
      const hands = spots.map((spot) => {
        const h = structuredClone(base);
        h.hand_id = `PL-${spot}`;
        h.events[at] = { ...h.events[at], spot };
        return h;
      });
      for (const lang of ['en', 'es'] as const) {
        const doc = audit(dir, `pl-${lang}.ndjson`, hands, lang);
        expect(doc.summary).toMatchObject({ hands: 5, audited: 1, rejected: 4 });
        expect(doc.findings.filter((f) => f.hand_id === 'PL-pool')).toEqual([]);
        const refused = doc.findings.filter((f) => f.hand_id !== 'PL-pool');
        expect(refused.map((f) => [f.hand_id, f.rule, f.field, f.source.line])).toEqual(
          spots.slice(1).map((spot, i) => [`PL-${spot}`, 'input-not-replayable', `events[${at}].spot`, i + 2]));
        expect(refused[0]!.message).toContain(lang === 'en'
          ? 'a blackjack commission is on the pool spot (the pool bet\'s), not "ante"'
          : 'una comisión de blackjack va en la casilla pool (la del pool bet), no en "ante"');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Dragon Six: refused on main and pool with the event\'s spot field; on tie judged by Art. 8º as before', () => {
    const dir = tempDir('commission-spot');
    try {
      const base = COUPS[0]!;
      const hands = ['main', 'pool', 'tie'].map((spot) => {
        const h = structuredClone(base);
        h.hand_id = `BAC-${spot}`;
        h.events.push({ type: 'commission', spot, amount: 1 });
        return h;
      });
      const n = base.events.length;
      for (const lang of ['en', 'es'] as const) {
        const doc = audit(dir, `bac-${lang}.ndjson`, hands, lang);
        expect(doc.summary).toMatchObject({ hands: 3, audited: 1, rejected: 2 });
        expect(doc.findings.map((f) => [f.hand_id, f.rule, f.field ?? null])).toEqual([
          ['BAC-main', 'input-not-replayable', `events[${n}].spot`],
          ['BAC-pool', 'input-not-replayable', `events[${n}].spot`],
          ['BAC-tie', 'tie-bet-settlement', null],
        ]);
        expect(doc.findings[0]!.message).toContain(lang === 'en'
          ? 'a baccarat settlement is on the player, banker or tie spot, not "main"'
          : 'una liquidación de baccarat va en la casilla player, banker o tie, no en "main"');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
