// Dragon Six Art. 6º reads «otra partida» (the next game) by started_at. A log whose hands are out of time order
// (newest first, shuffled) cannot show which game followed a cut card: the run says so in not_checked (count and
// reason, in JSON, terminal and PDF), and never claims that every audited hand complies. No finding is invented.
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../audit/run.js';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { writeJson } from '../../reports/json.js';
import { writeTerminal } from '../../reports/terminal.js';
import { auditToPdf } from '../reports/pdf/render-helpers.js';
import { extractPages, squash } from '../reports/pdf/extract.js';
import { writeFiles } from '../helpers/audit-files.js';
import { Sink } from '../helpers/sink.js';

const proc = (name: string, more: Record<string, unknown> = {}) => ({ type: 'procedure', name, ...more });
// Punto Ts 7h = 7 stands; Banca Ks 5d draws 9c = 4: Punto wins, the Banca bet is collected.
const game = () => [
  { type: 'bet', seat: 1, spot: 'banker', amount: 10 },
  ...[['player', 'Ts'], ['banker', 'Ks'], ['player', '7h'], ['banker', '5d'], ['banker', '9c']].map(([to, card]) => ({ type: 'deal', to, card })),
  { type: 'collect', seat: 1, spot: 'banker', amount: 10 },
];
const reshuffle = () => [
  proc('shuffle'), proc('cut', { by: 'seat:1' }), proc('place_cut_card', { position: 16 }), proc('load_shoe'),
  proc('burn', { cards: ['3c', '4d', '5d', '6d'] }),
];
const hand = (id: string, minute: number, events: unknown[]) => ({
  format_version: '1.1', hand_id: id, game: 'dragon-six-baccarat', ruleset: 'pe-dragon-six-baccarat', table_id: 'T', shoe_id: 'S1',
  currency: 'PEN', started_at: `2026-11-28T21:0${minute}:00-05:00`, table: { decks: 8 }, events,
});
const g = game();
// A clean shoe: the cut card comes out in H2, H3 prepares the shoe (Art. 6º a-d) before its game, H4 is dealt on.
const SHOE = [
  hand('H1', 1, [proc('no_more_bets'), ...game()]),
  hand('H2', 2, [g[0], g[1], proc('cut_card_out'), ...g.slice(2)]),
  hand('H3', 3, [...reshuffle(), ...game()]),
  hand('H4', 4, [proc('no_more_bets'), ...game()]),
];
const ndjson = (hands: unknown[]) => hands.map((h) => JSON.stringify(h)).join('\n') + '\n';
const [IN_ORDER, NEWEST_FIRST] = writeFiles({ 'in-order.ndjson': ndjson(SHOE), 'newest-first.ndjson': ndjson(SHOE.slice().reverse()) });

const REASON = {
  es: 'estas manos se leyeron después de una partida posterior de su mesa (el archivo no sigue el orden de started_at): ' +
    '«otra partida» es la siguiente por started_at, y leído fuera de ese orden el registro no muestra qué partida siguió al cortador',
  en: 'these hands were read after a later game of their table (the file is not in started_at order): ' +
    '«otra partida» (the next game) is the next by started_at, and read out of that order the log does not show which game followed the cut card',
};
// Art. 4º's shoe count follows started_at across H3's reshuffle too (hostile29): read newest first, H4's cards (dealt
// from H3's shuffle) were dropped when the shuffle was read, and H2's and H1's came from the filling before it: those
// three hands are not fully counted, said with their own reason.
const SHOE_REASON = {
  es: 'estas manos se leyeron fuera del orden de started_at respecto de un llenado de su zapato (barajas nuevas o barajado): ' +
    'sus cartas no se pueden contar enteras contra el zapato del que salieron',
  en: 'these hands were read out of started_at order across a filling of their shoe (new decks or a shuffle): ' +
    'their cards cannot be fully counted against the shoe they came from',
};
const CLAIM = {
  es: ['Sin hallazgos en los artículos que pudieron verificarse.',
    `No pudieron verificarse Art. 6º (pe-dragon-six-baccarat) en 3 de las 4 manos auditadas: ${REASON.es}. Sobre esos artículos en esas manos este informe no afirma nada.`,
    `No pudieron verificarse Art. 4º (pe-dragon-six-baccarat) en 3 de las 4 manos auditadas: ${SHOE_REASON.es}. Sobre esos artículos en esas manos este informe no afirma nada.`],
  en: ['No findings among the articles that could be checked.',
    `Art. 6º (pe-dragon-six-baccarat) could not be checked on 3 of the 4 audited hands: ${REASON.en}. This report says nothing about those articles on those hands.`,
    `Art. 4º (pe-dragon-six-baccarat) could not be checked on 3 of the 4 audited hands: ${SHOE_REASON.en}. This report says nothing about those articles on those hands.`],
} as const;

async function render(path: string, kind: 'json' | 'text', lang: Lang, workers?: number): Promise<string> {
  const run = await runAudit({ paths: [path], rulesets: RULESETS, workers });
  const out = new Sink();
  if (kind === 'json') await writeJson(run, out, lang);
  else await writeTerminal(run, out, { lang, color: false, rulesets: RULESETS });
  run.dispose();
  return out.text();
}

describe('Art. 6º on a log out of time order: what could not be checked is said', () => {
  it('in time order: every article checked, no findings', async () => {
    const doc = JSON.parse(await render(IN_ORDER!, 'json', 'en'));
    expect(doc.findings).toEqual([]);
    expect(doc.not_checked).toEqual([]);
    expect(doc.summary).toMatchObject({ all_articles_checked: true, claim: 'No findings: every audited hand complies.' });
  });

  for (const lang of ['es', 'en'] as const) {
    it(`newest first: no finding invented, and Art. 6º not checked on the 3 hands read after a later game (${lang})`, async () => {
      const [first, second, shoe] = CLAIM[lang];
      const doc = JSON.parse(await render(NEWEST_FIRST!, 'json', lang));
      expect(doc.findings).toEqual([]);
      expect(doc.not_checked).toEqual([
        { ruleset: 'pe-dragon-six-baccarat', article: 'Art. 4º', rule: 'shoe-card-limit', hands: 3, reason: SHOE_REASON[lang] },
        { ruleset: 'pe-dragon-six-baccarat', article: 'Art. 6º', rule: 'cut-card-procedures', hands: 3, reason: REASON[lang] },
      ]);
      expect(doc.summary).toMatchObject({ findings: 0, audited: 4, all_articles_checked: false, claim: `${first} ${shoe} ${second}` });
      const text = (await render(NEWEST_FIRST!, 'text', lang)).replace(/\n +/g, ' ');
      expect(text).toContain(`pe-dragon-six-baccarat Art. 6º (cut-card-procedures): 3 ${lang === 'es' ? 'manos' : 'hands'} — ${REASON[lang]}`);
      expect(text).toContain(second);
      expect(text).not.toContain(lang === 'es' ? 'todas las manos auditadas cumplen' : 'every audited hand complies');
      const pages = await extractPages((await auditToPdf([NEWEST_FIRST!], lang)).pdf);
      const all = squash(pages.map((p) => p.text).join(' '));
      expect(all).toContain(squash(second));
      expect(all).toContain(squash(REASON[lang]));
    });
  }

  it('the same count with --workers', async () => {
    const one = JSON.parse(await render(NEWEST_FIRST!, 'json', 'en'));
    const two = JSON.parse(await render(NEWEST_FIRST!, 'json', 'en', 2));
    expect(two.not_checked).toEqual(one.not_checked);
  });
});
