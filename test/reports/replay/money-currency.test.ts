// Every money figure a reader sees in a replay carries its currency, as the money lines do (wording20; inspector19's
// "observed, not changed": "wins 1 to 1 on 25 = +25", "ante 10; paid 10", "handed back (0)" under a heading that
// named the currency once). Every hand of every catalog's fixtures, replayed in both languages: its timeline, table
// lines, what the regulation required, counterfactuals and balance (the articles' quoted text and the header above the
// timeline are the regulation's and the log's, not Veedor's money). What is not money is taken out first: seats,
// hands, steps and numbers, cards, totals and hand ranks, ratios, counts, percentages, article references; any number
// left is money told without its currency.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../../rules-catalog/index.js';
import { buildReplayDocument } from '../../../app/replay-document.js';
import { renderReplayText } from '../../../reports/replay/text.js';
import { ROOT, handsOf } from '../../helpers/replay.js';

/** A number after these words (and the list that follows it: "seats 1, 2 and 3") is not money. */
const NOT_MONEY_BEFORE = [
  'contra', 'against', 'valor', 'worth', 'valen', 'count', 'tenía', 'had', "Punto's", 'permite', 'allows', 'en', 'into',
  'zone', 'zona', 'numera', 'not', 'no', 'solo', 'only', '[Cc]arta', '[Cc]ard #?', 'las', "format's", 'publica', 'posts',
  'tiene', 'has', 'zonas? de apuesta', 'betting zone', 'máximo', 'como', 'as', 'encontró', 'found', 'recibió', 'received', 'than', 'que', 'resultado', 'result',
  'mostrado', 'shown', 'between', 'entre', 'a', 'escalera,', 'color,', 'straight,', 'flush,', 'sevens,', 'y', 'and',
  'quemar', 'burn', 'after', 'most', 'holds', 'n\\.º', 'liquidó', 'settled', 'apareció', 'appeared', 'contienen', 'hold',
  'it', 'in', '[A-Z]+-\\d+-[A-Z0-9]+;', 'mostró', 'del', 'al', 'to', 'vez \\(', 'X \\(', 'HAND,',
];
/** …and before these words. */
const NOT_MONEY_AFTER = [
  'contra', 'against', 'alta', 'high', 'del', 'of', 'manos', 'hands', 'casillas', 'boxes', 'por', 'per', 'are', 'with',
  'con', 'veces', 'times', 'barajas', 'complete', 'apuestas', 'wagers', 'new', 'X', 'COUNT', 'HAND', 'de más', 'too many',
];
const LIST = '(?:(?:, | y | and | o | or | a | to |-)\\d+\\b)*';

/** The numbers of a replay's text that are money told without its currency, each with the words around it. */
export function bareMoney(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === 'HOW THE HAND WENT' || l === 'DESARROLLO DE LA MANO');
  const end = lines.findIndex((l) => l === 'ARTICLES' || l === 'ARTÍCULOS');
  let body = lines.slice(start + 1, end < 0 ? undefined : end).join('\n')
    .replace(/^\s*\d+\. /gm, ' ')
    .replace(/\s+/g, ' ');
  const out = (re: RegExp, mark = 'X') => { body = body.replace(re, mark); };
  out(/\b[A-Z]{3} [+-]?\d+(?:\.\d+)?/g, '¤'); // money with its currency: what every figure should be
  out(/(?:10|[2-9AJQK])[♠♥♦♣]/g, '🂠'); // cards
  out(/Arts?\. [\d.-]+º?(?:\([A-Z]\)(?:\(\d+\))*)?(?: [a-z]\b)?/g, 'ART'); // articles: "Art. 14º", "Art. 10-10.15(B)(7)"
  out(/\(?\(?[A-Z]\)\(\d+\)\)?/g, 'ART'); // "(B)(7)"
  out(/\b(?:[Aa]sientos?|[Ss]eats?|[Mm]anos?|[Hh]ands?|[Nn]úmeros?|[Nn]umbers?|[Pp]asos?|[Ss]teps?)(?: \d+(?:,| y| and| o| or)?)+/g, 'WHO');
  out(/\d+(?:[.,]\d+|½)? (?:a|to|por) \d+\b/g, 'RATIO'); // ratios
  out(/(?<=(?:🂠|\?\?) )\((?:blando |soft )?\d+(?:, (?:se pasó|bust))?\)/g, 'TOTAL'); // a hand's total after its cards
  out(/\b\d+ (?:contra|against) \d+/g, 'TOTAL');
  out(/\b(?:Punto|Banca|Player|Banker)(?: tiene| had| has)? \d+/g, 'TOTAL');
  out(/(?:[Gg]enerador(?: de números aleatorios)?|generator|[Rr]andom number|activado de nuevo|activated again|mostrara|showed|gave|gives|dio|da)(?:[:,]? (?:\d+|no|not))+\b/g, 'RNG');
  out(/(?:checked|cartas[^.:]*|carta de corte a|cut card is placed|is placed|queman?|burned|registra|records|evento|event|entre|shared by|Zone|Zona|Ronda|round)[: ]+\d+\b/g, 'COUNT');
  out(/\b\d+ (?:cartas?|cards?)\b/g, 'COUNT');
  out(/\b\d+(?:\.\d+)? %/g, 'PCT');
  out(/\b(?:par de|pareja de|full de|póker de|trío de|carta alta|con|on|es|is|score|puntuación|contra|against|separada:|split hand:|of|de|dealer's|stood|plantado|total)(?: \d+\b(?! =))+/g, 'HAND');
  out(new RegExp(`(?:^|(?<=[\\s(]))(?:${NOT_MONEY_BEFORE.join('|')}) ?\\d+\\b${LIST}`, 'g'));
  out(new RegExp(`(?:^|(?<=[\\s(]))(?:${NOT_MONEY_BEFORE.join('|')}) ?\\d+\\b${LIST}`, 'g')); // twice: a number after one it took out ("they X (16 too many")
  out(new RegExp(`\\b\\d+\\b${LIST} (?:${NOT_MONEY_AFTER.join('|')})\\b`, 'g'));
  out(/\b(?:asiento|seat's) \(\d+\)/g); // a pool score: "no la de este asiento (17)"
  out(/\b(?:nuevas|opened) \(\d+\)/g); // decks opened
  return [...body.matchAll(/(?<![\w/.-])[+-]?\d+(?:\.\d+)?(?![\w-]|\.\d)/g)]
    .map((m) => body.slice(Math.max(0, m.index - 40), m.index + m[0].length + 15));
}


describe('the detector', () => {
  it('finds the figures inspector19 saw bare, and passes them with their currency', () => {
    const head = 'HOW THE HAND WENT\n';
    expect(bareMoney(`${head}   3. Seat 1 bets PEN 10.00 on the ante.\n      Table: Seat 1: ?? ??; ante 10; bet 20, paid 80`)).toHaveLength(3);
    expect(bareMoney(`${head}    Regulation (Art. 14º): flush against the dealer's ace high: the ante wins 1 to 1 on 10 = +10`)).toHaveLength(2);
    expect(bareMoney(`${head}    Regulation (Art. 13º): 20 against 20: a tie, the stake returned (0)`)).toHaveLength(1);
    expect(bareMoney(`${head}    Regulation (Art. 14º): 20 against 19: wins 1 to 1 on PEN 25.00 = PEN +25.00`)).toEqual([]);
    expect(bareMoney(`${head}      Table: Seat 1, hand 2: A♥ 6♥ (soft 17); wager PEN 10.00 (doubled); paid PEN 20.00`)).toEqual([]);
  });
});

describe('every money figure of a replay carries its currency, on every fixture hand of every catalog', () => {
  for (const rs of RULESETS) {
    it(rs.id, async () => {
      const dir = join(ROOT, 'fixtures', rs.id);
      const bare: string[] = [];
      let replays = 0;
      for (const file of readdirSync(dir).filter((f) => /\.(json|ndjson|csv)$/.test(f)).sort()) {
        for (const found of await handsOf(join('fixtures', rs.id, file))) {
          const ruleset = RULESETS.find((r) => r.id === found.hand.ruleset)!;
          for (const lang of ['es', 'en'] as const) {
            replays++;
            for (const b of bareMoney(renderReplayText(buildReplayDocument({ ...found, ruleset }, lang)))) bare.push(`${file} ${found.hand.hand_id} ${lang}: …${b}…`);
          }
        }
      }
      expect(replays).toBeGreaterThan(40);
      expect(bare).toEqual([]);
    }, 120_000);
  }
});
