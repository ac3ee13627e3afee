// Art. 11º «Luego de haberse cumplido con lo establecido en el Artículo 10º del presente Reglamento y después que
// cada jugador ha examinado sus cartas, decidirán si continúan en la partida realizando un bet o se retiran
// perdiendo su ante.»
// Art. 9º e. «Para participar los jugadores deben colocar el ante.»
// Once the cards are out, the text leaves a player two moves, the bet or the fold: an ante placed or raised after
// the first card (parameter ante_closes_at, an interpretation) is a stake the rule no longer allows. It is
// reported where it was placed, and the settlements are judged on the ante placed before the deal (judge-wagers.ts):
// the late chips are no wager, so a payout on them is money the player was not owed, a collection of them money
// taken from him. A zone whose only ante is late never entered the game: all it staked is handed back.
import { settlementRule } from './settlement-rule-factory.js';
import { anteStakes } from './judge-wagers.js';
import { defineRule } from '../../families/caribbean/define-rule.js';

export const noAnteAfterDeal = defineRule({
  id: 'no-ante-after-deal',
  article: 'Art. 11º',
  category: 'procedure',
  params: ['ante_closes_at'],
  description: {
    es: 'El ante se coloca antes del reparto: tras las cartas el jugador solo hace su bet o se retira; un ante colocado o aumentado después no es apuesta.',
    en: 'The ante is placed before the deal: once the cards are out a player only bets or folds; an ante placed or raised afterwards is no wager.',
  },
  messages: {
    raised: {
      es: 'Zona {seat}: el ante de {lawful} se aumentó en {amount} después del reparto (primera carta en el evento {firstDeal}); tras las cartas el {article} solo permite hacer el bet o retirarse. Se juzga el ante de {lawful}.',
      en: 'Zone {seat}: the {lawful} ante was raised by {amount} after the deal (first card at event {firstDeal}); once the cards are out {article} only allows a bet or a fold. The {lawful} ante is judged.',
    },
    placed: {
      es: 'Zona {seat}: ante de {amount} colocado después del reparto (primera carta en el evento {firstDeal}); tras las cartas el {article} solo permite hacer el bet o retirarse, y sin ante a tiempo la zona no participa (Art. 9º e).',
      en: 'Zone {seat}: an ante of {amount} placed after the deal (first card at event {firstDeal}); once the cards are out {article} only allows a bet or a fold, and without an ante in time the zone does not take part (Art. 9º e).',
    },
  },
  compile(ctx) {
    if (ctx.param<string>('ante_closes_at') !== 'first-card') throw new Error('ante_closes_at: only "first-card" is implemented');
    return {
      handEnd(state) {
        for (const seat of state.seats) {
          const { lawful, lateAntes } = anteStakes(state, seat);
          for (const a of lateAntes) {
            ctx.report({
              messageId: lawful > 0 ? 'raised' : 'placed', event: a.index, seat: seat.seat, spot: 'ante',
              money: { amount: a.amount, lawful },
              data: { firstDeal: state.firstDealAt! },
            });
          }
        }
      },
    };
  },
});

export const lateAnteVoid = settlementRule({
  id: 'late-ante-is-no-wager',
  article: 'Art. 11º',
  cases: ['void-late'],
  description: {
    es: 'Una zona cuyo único ante llegó después del reparto no entró en la partida: lo apostado se devuelve, ni se paga ni se cobra.',
    en: 'A zone whose only ante came after the deal never entered the game: what it staked is handed back, neither paid nor collected.',
  },
  requirement: {
    'void-late:ante': { es: 'devolver el ante de {stake}, colocado después del reparto: no es apuesta', en: 'the {stake} ante, placed after the deal, handed back: it is no wager' },
    'void-late:bet': { es: 'devolver el bet de {stake}: sin ante a tiempo la zona no tiene partida', en: 'the {stake} bet handed back: with no ante in time the zone has no game' },
  },
});


// Art. 11º «Después que los jugadores han realizado su bet o se han retirado de la partida, el dealer descubre
// sus cartas»: a bet decided once the dealer has begun to reveal is made on a known outcome, no wager (parameter
// bet_closes_at, an interpretation). decide-then-reveal-then-compare reports the order; this judges the money.
export const betAfterRevealVoid = settlementRule({
  id: 'bet-after-reveal-is-no-wager',
  article: 'Art. 11º',
  cases: ['void-after-reveal'],
  description: {
    es: 'Un bet hecho después de que el dealer empezara a descubrir sus cartas no es apuesta: se devuelve, ni se paga ni se cobra.',
    en: 'A bet made after the dealer began to reveal his cards is no wager: it is handed back, neither paid nor collected.',
  },
  requirement: {
    'void-after-reveal:bet': {
      es: 'devolver el bet de {stake}, hecho después de que el dealer descubriera sus cartas: no es apuesta',
      en: 'the {stake} bet, made after the dealer revealed his cards, handed back: it is no wager',
    },
  },
});


// Art. 11º settles an ante only after the deal: by the fold («se retiran perdiendo su ante») or by the comparison.
// An ante settled before any card (the zone then opened again by another ante, or not) belonged to no game (parameter
// ante_settled_before_deal = no-game, an interpretation): the settlement must hand it back, and the zone's stake is
// what it left on the spot plus the antes placed after it, before the deal (judge-wagers.ts).
export const settledBeforeDealNoGame = settlementRule({
  id: 'ante-settled-before-deal-is-no-game',
  article: 'Art. 11º',
  cases: ['no-game'],
  description: {
    es: 'Un ante liquidado antes de cualquier carta, haya seguido o no otro ante en la zona, no jugó partida: se devuelve, ni se cobra ni se paga; la apuesta de la zona es lo que quedó en ella y el ante colocado después, antes del reparto.',
    en: 'An ante settled before any card, whether or not another ante followed on the zone, played no game: it is handed back, neither collected nor paid; the zone\'s wager is what was left on it and any ante placed afterwards, before the deal.',
  },
  requirement: {
    'no-game:ante': {
      es: 'devolver el ante de {stake}: no jugó partida (el Art. 11º solo lo da por perdido a quien se retira tras ver sus cartas)',
      en: 'the {stake} ante handed back: it played no game (Art. 11º forfeits an ante only when the player folds after seeing his cards)',
    },
  },
});
