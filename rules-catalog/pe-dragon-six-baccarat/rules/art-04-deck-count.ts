// Art. 4º «[antes] de su utilizacion en una mesa de Dragon Six Baccarat, el personal del explotador
//   verificara que las barajas [sean] nuevas, esten completas [...] Si una baraja nueva [...] ha sido
//   fabricada incluyendo comodines, [...] se asegurara que no seran utilizados en las partidas»
// Where the log shows the check: a count procedure after new_deck, whose count must be the decks'
// complete number of cards, jokers set aside (parameter cards_per_deck).
import { defineRule } from '../../families/baccarat/define-rule.js';

export default defineRule({
  id: 'new-decks-complete',
  article: 'Art. 4º',
  category: 'integrity',
  params: ['cards_per_deck'],
  needs: 'procedures',
  description: {
    es: 'Las barajas nuevas se cuentan completas y sin comodines antes de usarlas.',
    en: 'New decks are counted complete and without jokers before use.',
  },
  messages: {
    incomplete: {
      es: 'Se contaron {counted} {counted|carta|cartas} en {decks} {decks|baraja nueva|barajas nuevas}; {decks|completa y sin comodines tiene|completas y sin comodines tienen} {required} (faltan {gap}); el {article} exige barajas completas.',
      en: '{counted} {counted|card was|cards were} counted in {decks} new {decks|deck|decks}; complete and without jokers {decks|it holds|they hold} {required} ({gap} missing); {article} requires complete decks.',
    },
    extra: {
      es: 'Se contaron {counted} {counted|carta|cartas} en {decks} {decks|baraja nueva|barajas nuevas}; {decks|completa y sin comodines tiene|completas y sin comodines tienen} {required} ({gap} de más: comodines u otras cartas); el {article} exige apartar los comodines.',
      en: '{counted} {counted|card was|cards were} counted in {decks} new {decks|deck|decks}; complete and without jokers {decks|it holds|they hold} {required} ({gap} too many: jokers or other cards); {article} requires jokers to be set aside.',
    },
  },
  compile(ctx) {
    const perDeck = ctx.param<number>('cards_per_deck');
    let decks: number | undefined;
    return {
      handStart() {
        decks = undefined;
      },
      procedure(e) {
        if (e.name === 'new_deck') decks = e.decks ?? ctx.table.decks;
        if (e.name !== 'count' || e.count === undefined || decks === undefined) return;
        const required = decks * perDeck;
        if (e.count === required) return;
        ctx.report({
          messageId: e.count < required ? 'incomplete' : 'extra', event: e.index,
          data: { counted: e.count, decks, required, gap: Math.abs(required - e.count) },
        });
      },
    };
  },
});
