// Art. 10º «...Adicionalmente, se» — the text breaks off where it would give the third-card rules.
// The standard Punto Banco tableau completes it (parameter third_card_tableau): naturals 8-9 stop both;
// Punto draws on 0-5, stands on 6-7; Banca with Punto standing draws on 0-5; with a Punto third card
// Banca draws on 0-2, on 3 unless that card is an 8, on 4 against 2-7, on 5 against 4-7, on 6 against
// 6-7, and stands on 7. Banca is judged against the cards actually dealt to Punto.
import { cardGlyph } from '../../../engine/core/cards.js';
import type { BacDeal, Side } from '../../../engine/baccarat/state.js';
import { bancaDraws, puntoDraws } from '../../../engine/baccarat/tableau.js';
import { baccaratTotal, baccaratValue } from '../../../engine/baccarat/values.js';
import { SIDE_NAME, byLang, whereCardWasDue } from './labels.js';
import { defineRule } from '../../families/baccarat/define-rule.js';

export default defineRule({
  id: 'third-card-tableau',
  article: 'Art. 10º',
  category: 'procedure',
  params: ['third_card_tableau'],
  description: {
    es: 'Las terceras cartas siguen la tabla estándar de Punto Banco; la del Punto sale antes que la de la Banca; nadie recibe una cuarta.',
    en: 'Third cards follow the standard Punto Banco tableau; Punto\'s comes before Banca\'s; no side receives a fourth.',
  },
  messages: {
    'should-draw': {
      es: '{side} tenía {total} (Punto {punto}, Banca {banca}{thirdText}) y no recibió tercera carta; la tabla que completa el {article} le hace robar.',
      en: '{side} had {total} (Punto {punto}, Banca {banca}{thirdText}) and received no third card; the tableau completing {article} has it draw.',
    },
    'should-stand': {
      es: '{side} recibió una tercera carta ({card}) con {total} (Punto {punto}, Banca {banca}{thirdText}); la tabla que completa el {article} le hace plantarse.',
      en: '{side} received a third card ({card}) on {total} (Punto {punto}, Banca {banca}{thirdText}); the tableau completing {article} has it stand.',
    },
    'third-order': {
      es: 'La tercera carta de la Banca salió antes que la del Punto; en la tabla que completa el {article} el Punto completa su mano primero.',
      en: 'Banca\'s third card came before Punto\'s; in the tableau completing {article} Punto completes its hand first.',
    },
    'fourth-card': {
      es: '{side} recibió una cuarta carta ({card}); ninguna mano pasa de tres cartas ({article}).',
      en: '{side} received a fourth card ({card}); no hand goes past three cards ({article}).',
    },
  },
  compile(ctx) {
    const tableau = ctx.param<string>('third_card_tableau');
    return {
      handEnd(state) {
        // Inside the replay's guard: a catalog edited to an unknown tableau sets hands aside, visibly.
        if (tableau !== 'punto-banco') throw new Error(`unknown third_card_tableau "${tableau}"`);
        const dealsTo = (side: Side) => state.deals.filter((d) => d.to === side);
        const punto = dealsTo('player');
        const banca = dealsTo('banker');
        if (punto.length < 2 || banca.length < 2) return; // Art. 10º's first-four rule reports it
        const p2 = baccaratTotal(punto.slice(0, 2).map((d) => d.card));
        const b2 = baccaratTotal(banca.slice(0, 2).map((d) => d.card));
        const totals = { punto: p2, banca: b2 };
        const puntoThird = punto[2];
        const noThird = () => ({ es: '', en: '' });

        judge('player', puntoDraws(p2, b2), puntoThird, p2, noThird);
        // Worded only for a finding: most coups have none.
        const bancaThirdText = () => (puntoThird
          ? { es: `, tercera del Punto ${cardGlyph(puntoThird.card)}`, en: `, Punto's third card ${cardGlyph(puntoThird.card)}` }
          : { es: ', el Punto plantado', en: ', Punto standing' });
        judge('banker', bancaDraws(b2, p2, puntoThird && baccaratValue(puntoThird.card)), banca[2], b2, bancaThirdText);

        if (puntoThird && banca[2] && banca[2].index < puntoThird.index) ctx.report({ messageId: 'third-order', event: banca[2].index });
        for (const [side, list] of [['player', punto], ['banker', banca]] as const) {
          const fourth = list[3];
          if (fourth) {
            ctx.report({ messageId: 'fourth-card', event: fourth.index, data: { card: cardGlyph(fourth.card) }, dataByLang: byLang({ side: cap(SIDE_NAME[side]) }) });
          }
        }

        function judge(side: Side, draws: boolean, third: BacDeal | undefined, total: number, thirdText: () => { es: string; en: string }) {
          if (draws === (third !== undefined)) return;
          const lang = byLang({ side: cap(SIDE_NAME[side]), thirdText: thirdText() });
          if (third) {
            ctx.report({ messageId: 'should-stand', event: third.index, data: { ...totals, total, card: cardGlyph(third.card) }, dataByLang: lang });
          } else {
            // Where the card should have come: right after the first four cards (Banca: after Punto's third).
            const prior = side === 'banker' && puntoThird ? puntoThird.index : Math.max(punto[1]!.index, banca[1]!.index);
            const event = whereCardWasDue(prior, ctx.hand.events.length);
            ctx.report({ messageId: 'should-draw', event, data: { ...totals, total }, dataByLang: lang });
          }
        }
      },
    };
  },
});

function cap(b: { es: string; en: string }) {
  return { es: b.es.charAt(0).toUpperCase() + b.es.slice(1), en: b.en };
}
