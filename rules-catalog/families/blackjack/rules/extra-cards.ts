// Cards a player's hand was dealt that are no part of it (parameter player_extra_cards_count false): a card after the
// player stood, a card after the hand's Black Jack. Shared by the blackjack-family catalogs: each passes the article
// its text says it in, the rule's id and its words. The settlement judges the hand without the card (settlement.ts
// handAsCounted); a double's card and a split ace's have their own rules (split-double.ts: double-one-card,
// split-aces-one-card); the players' turns do not count such a card as a play (player-turns.ts playOf).
import type { BjHand, BjState } from '../../../../engine/blackjack/state.js';
import { lastDealtHand } from '../../../../engine/blackjack/state.js';
import { cardGlyph } from '../../../../engine/core/cards.js';
import { seatIn } from '../../../../engine/core/fold-lists.js';
import type { Bilingual, Rule } from '../../../framework/types.js';
import { holdsPlayerBlackjack, standBeforeLastCard } from '../settlement.js';
import { defineRule } from '../define-rule.js';

export interface ExtraCardTexts {
  id: string;
  description: Bilingual;
  /** `{seat}`, `{hand}`, `{card}` (and `{stoodAt}` after a stand), `{article}`. */
  card: Bilingual;
}

/**
 * A player who stood decided to draw no more: a card the table dealt that hand afterwards is no part of it (the hand
 * is settled on the cards it stood on). Reported once per hand, at the first such card.
 */
export function noCardAfterStandRule(article: string, texts: ExtraCardTexts): Rule<BjState> {
  return defineRule({
    id: texts.id,
    article,
    category: 'procedure',
    params: ['blackjack_after_split'],
    description: texts.description,
    messages: { card: texts.card },
    compile(ctx) {
      const p = { blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split') };
      const reported = new Set<string>();
      return {
        handStart() {
          reported.clear();
        },
        deal(e, _before, after) {
          if (e.to.kind !== 'seat') return;
          const hand = lastDealtHand(after);
          const stood = hand && standBeforeLastCard(hand, p);
          const key = `${e.to.seat}/${hand?.index}`;
          if (!hand || stood === undefined || reported.has(key)) return;
          reported.add(key);
          ctx.report({ messageId: 'card', event: e.index, seat: e.to.seat, hand: hand.index, data: { card: cardGlyph(e.card), stoodAt: stood.index } });
        },
      };
    },
  });
}

export interface BlackjackPlayTexts extends ExtraCardTexts {
  /**
   * Where the catalog's text also forbids the play itself (a hit, double or split on a Black Jack): `{seat}`, `{hand}`,
   * `{action}`, `{article}`. Without it only the card is reported.
   */
  decision?: Bilingual;
}

const PLAYS = { hit: { es: 'pedir carta', en: 'hit' }, double: { es: 'doblar', en: 'double' }, split: { es: 'separar', en: 'split' } } as const;

/**
 * A Black Jack is 21 with the first two cards (a split hand's ace and ten only with blackjack_after_split): a card the
 * table dealt the hand afterwards is no part of it, and the hand is settled as a Black Jack all the same. Reported
 * once per hand, at the first such event (the play, where the catalog's text forbids it, or the card).
 */
export function noCardOnBlackjackRule(article: string, texts: BlackjackPlayTexts): Rule<BjState> {
  const decisionText = texts.decision;
  return defineRule({
    id: texts.id,
    article,
    category: 'procedure',
    params: ['blackjack_after_split'],
    description: texts.description,
    // Without a decision text the rule has no such message (nothing reports it).
    messages: (decisionText ? { decision: decisionText, card: texts.card } : { card: texts.card }) as Record<'decision' | 'card', Bilingual>,
    compile(ctx) {
      const p = { blackjackAfterSplit: ctx.param<boolean>('blackjack_after_split') };
      const holdsBlackjack = (h: BjHand) => holdsPlayerBlackjack(h, p);
      const reported = new Set<string>();
      return {
        handStart() {
          reported.clear();
        },
        decision(e, before) {
          if (!decisionText || (e.action !== 'hit' && e.action !== 'double' && e.action !== 'split')) return;
          const hand = seatIn(before.seats, e.seat)?.hands[(e.hand ?? 1) - 1];
          const key = `${e.seat}/${hand?.index}`;
          if (!hand || !holdsBlackjack(hand) || reported.has(key)) return;
          reported.add(key);
          ctx.report({
            messageId: 'decision', event: e.index, seat: e.seat, hand: hand.index,
            dataByLang: { es: { action: PLAYS[e.action].es }, en: { action: PLAYS[e.action].en } },
          });
        },
        deal(e, _before, after) {
          if (e.to.kind !== 'seat') return;
          const hand = lastDealtHand(after);
          const key = `${e.to.seat}/${hand?.index}`;
          if (!hand || hand.cards.length <= 2 || !holdsBlackjack(hand) || reported.has(key)) return;
          reported.add(key);
          ctx.report({ messageId: 'card', event: e.index, seat: e.to.seat, hand: hand.index, data: { card: cardGlyph(e.card) } });
        },
      };
    },
  });
}
