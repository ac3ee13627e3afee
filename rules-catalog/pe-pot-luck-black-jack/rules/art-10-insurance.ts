// Art. 10º «Cuando el dealer obtiene en su carta descubierta un "As", los jugadores podrán colocar una
// apuesta adicional como seguro ... luego de culminada la entrega obligatoria de cartas y antes del inicio
// de la etapa de entrega voluntaria de cartas ... Si el jugador acierta, recibe un premio en proporción de
// dos a uno ... Las apuestas adicionales como seguro sólo podrán efectuarse hasta por la mitad de la
// apuesta original. ... Sólo se podrá permitir la apuesta de seguro en las manos originales.»
import { dealerUpCard, mandatoryOverAt } from '../../../engine/blackjack/state.js';
import { isAce } from '../../../engine/core/cards.js';
import { parseRatio } from '../../../engine/core/money.js';
import { insuranceLimit, insuranceOfferRule, insuranceSettlementRule } from '../../families/blackjack/rules/insurance.js';
import { insurerOf } from '../../families/blackjack/insurance-stake.js';
import { dealerHasBlackjack } from '../../families/blackjack/settlement.js';
import { mainParamsOf, MAIN_PARAMS } from '../../families/blackjack/params.js';
import { defineRule } from '../../families/blackjack/define-rule.js';
import { seatIn } from '../../../engine/core/fold-lists.js';
import { behindPlace } from '../../framework/behind-place.js';

export const insuranceAllowed = defineRule({
  id: 'insurance-allowed',
  article: 'Art. 10º',
  category: 'procedure',
  params: ['insurance_max_fraction', 'insurance_only_as_allowed', ...MAIN_PARAMS],
  description: {
    es: 'Seguro solo ante un As descubierto del dealer, antes de la entrega voluntaria, hasta la mitad de la apuesta original y solo en manos originales.',
    en: 'Insurance only against a dealer ace, before the voluntary dealing, up to half the original wager, on original hands only.',
  },
  messages: {
    noAce: {
      es: 'El asiento {seat} aseguró sin un As como carta descubierta del dealer ({article}).',
      en: 'Seat {seat} took insurance without an ace as the dealer\'s up card ({article}).',
    },
    late: {
      es: 'El asiento {seat} aseguró después de iniciada la entrega voluntaria de cartas ({article}).',
      en: 'Seat {seat} took insurance after the voluntary dealing had begun ({article}).',
    },
    early: {
      es: 'El asiento {seat} aseguró antes de culminar la entrega obligatoria de cartas ({article}).',
      en: 'Seat {seat} took insurance before the mandatory dealing had ended ({article}).',
    },
    tooMuch: {
      es: 'El asiento {seat} aseguró {amount}; el {article} limita el seguro a la mitad de la apuesta original {original}: {limit}.',
      en: 'Seat {seat} insured {amount}; {article} limits insurance to half the original wager {original}: {limit}.',
    },
    tooMuchBehind: {
      es: '{player}, que apuesta detrás del asiento {seat}, aseguró {amount}; el {article} limita el seguro a la mitad de su apuesta original, la de detrás de la casilla, {original}: {limit}.',
      en: '{player}, betting behind seat {seat}, insured {amount}; {article} limits insurance to half his original wager, the bet behind the box, {original}: {limit}.',
    },
    notOriginal: {
      es: 'El asiento {seat} aseguró la mano {hand}, que no es una mano original ({article}).',
      en: 'Seat {seat} insured hand {hand}, which is not an original hand ({article}).',
    },
    afterSplit: {
      es: 'El asiento {seat} aseguró después de separar cartas (evento {splitAt}): separadas, sus manos ya no son la mano original ({article}).',
      en: 'Seat {seat} took insurance after splitting (event {splitAt}): once split, its hands are no longer the original hand ({article}).',
    },
  },
  compile(ctx) {
    // «hasta por la mitad de la apuesta original»: each player's own original wager, a player betting only behind
    // the box his bets behind it (insuranceLimit).
    const fraction = parseRatio(ctx.param<string>('insurance_max_fraction'));
    const onlyAsAllowed = ctx.param<boolean>('insurance_only_as_allowed');
    const paramsOf = mainParamsOf(ctx);
    // Its running totals per seat and insurer: a new judge for every hand.
    let againstLimit!: ReturnType<typeof insuranceLimit>;
    return {
      handStart() {
        againstLimit = insuranceLimit(fraction, paramsOf());
      },
      decision(e, before, after) {
        if (e.action !== 'insurance') return;
        const at = { event: e.index, seat: e.seat, hand: e.hand ?? 1 };
        const up = dealerUpCard(before);
        const seat = seatIn(after.seats, e.seat)!;
        // One insurance the article does not admit is one finding, whatever number of its conditions it fails (an
        // insurance on a split hand is also one after the voluntary dealing began): the most specific reason is named.
        // Void whole (insurance_only_as_allowed), its amount is not measured against the limit either.
        const reason =
          mandatoryOverAt(before) === undefined ? 'early'
          : up === undefined || !isAce(up) ? 'noAce'
          : (e.hand ?? 1) !== 1 ? 'notOriginal'
          // Hand 1 of a seat that has split is no longer the original hand (it was «insured hand 1, which is not an
          // original hand», which reads false to a resolver: clause28).
          : seat.hands.length > 1 ? 'afterSplit'
          : before.voluntaryStartedAt !== undefined ? 'late'
          : undefined;
        const { behind, amount, original, limit } = againstLimit(e, after);
        // An insurance by a player betting only behind the box is his (insurerOf): every finding on it names him.
        const place = behindPlace(behind !== undefined, behind);
        if (reason !== undefined) {
          const splitAt = Math.min(...seat.hands.flatMap((h) => h.decisions.filter((d) => d.action === 'split').map((d) => d.index)));
          ctx.report({ messageId: reason, ...at, ...place, ...(reason === 'afterSplit' ? { data: { splitAt } } : {}) });
          if (onlyAsAllowed) return;
        }
        // An insurer with no lawful wager (his bet came when no bet was admitted, which the late-bet rule reports) insures
        // nothing: the insurance is void with the bet and owed back whole (insurance-pays-2-to-1 says so); a limit of
        // «half the original wager 0.00: 0.00» would only repeat that fault.
        if (amount <= limit || original === 0) return;
        if (behind !== undefined) ctx.report({ messageId: 'tooMuchBehind', ...at, ...place, data: { player: behind }, money: { amount, original, limit } });
        else ctx.report({ messageId: 'tooMuch', ...at, money: { amount, original, limit } });
      },
    };
  },
});

export const insuranceOffer = insuranceOfferRule({
  article: 'Art. 10º',
  description: {
    es: 'El dealer ofrece el seguro ante un As descubierto, tras la entrega obligatoria y antes de la voluntaria.',
    en: 'The dealer offers insurance against an up-card ace, after the mandatory and before the voluntary dealing.',
  },
  messages: {
    withoutAce: {
      es: 'Se ofreció seguro sin un As como carta descubierta del dealer ({article}).',
      en: 'Insurance was offered without an ace as the dealer\'s up card ({article}).',
    },
    notOffered: {
      es: 'El dealer mostró un As pero el registro no anota la oferta de seguro antes de la entrega voluntaria ({article}).',
      en: 'The dealer showed an ace but the log records no insurance offer before the voluntary dealing ({article}).',
    },
  },
  showsAce: (state) => {
    const up = dealerUpCard(state);
    return up !== undefined && isAce(up);
  },
  // «...luego de culminada la entrega obligatoria de cartas y antes del inicio de la etapa de entrega
  // voluntaria de cartas, el dealer preguntará a los jugadores si desean un seguro.»
  early: {
    es: 'Se ofreció el seguro antes de culminar la entrega obligatoria de cartas; el {article} lo ofrece luego de culminada esa etapa.',
    en: 'Insurance was offered before the mandatory dealing had ended; {article} has it offered once that stage has ended.',
  },
  late: {
    after: (state) => state.voluntaryStartedAt,
    message: {
      es: 'El seguro se ofreció después de iniciada la entrega voluntaria de cartas (evento {lateAt}); el {article} lo ofrece antes de su inicio.',
      en: 'Insurance was offered after the voluntary dealing had begun (event {lateAt}); {article} has it offered before it begins.',
    },
  },
});

// Art. 10º «Si el jugador acierta, recibe un premio en proporción de dos a uno ... De no ser figura o un
// "10", las apuestas colocadas en la sección de seguros se considerarán perdedoras...»
export const insuranceSettlement = insuranceSettlementRule('Art. 10º');

// Art. 10º «La determinación de una apuesta de seguro ganadora o perdedora se efectuará al finalizar la
// etapa de entrega voluntaria de cartas, cuando el dealer descubre su carta cubierta.»
export const insuranceDecidedAtReveal = defineRule({
  id: 'insurance-decided-at-reveal',
  article: 'Art. 10º',
  category: 'procedure',
  description: {
    es: 'El seguro se coloca antes de que el dealer descubra su carta cubierta y se decide (se paga o se recoge) cuando la descubre, no antes.',
    en: 'Insurance is placed before the dealer reveals the hole card and is decided (paid or collected) when he reveals it, not before.',
  },
  messages: {
    settledEarly: {
      es: 'El seguro del asiento {seat}{behindText} se liquidó antes de que el dealer descubriera su carta cubierta; el {article} lo decide cuando la descubre.',
      en: 'Seat {seat}\'s insurance{behindText} was settled before the dealer revealed the hole card; {article} decides it when he reveals it.',
    },
    placedAfterReveal: {
      es: 'El asiento {seat}{behindText} aseguró después de que el dealer descubriera su carta cubierta (evento {revealedAt}) ({article}).',
      en: 'Seat {seat}{behindText} took insurance after the dealer had revealed the hole card (event {revealedAt}) ({article}).',
    },
  },
  compile(ctx) {
    // Once per seat and insurer (the box's, or a player's betting behind it: clause29), each named.
    const reported = new Set<string>();
    return {
      handStart() {
        reported.clear();
      },
      decision(e, before, after) {
        if (e.action !== 'insurance' || before.holeRevealedAt === undefined) return;
        const seat = seatIn(after.seats, e.seat);
        const who = seat ? insurerOf(seat, e.player) : '';
        const text = who === '' ? { es: '', en: '' } : { es: ` (${who}, que apuesta detrás de la casilla)`, en: ` (${who}, betting behind the box)` };
        ctx.report({
          messageId: 'placedAfterReveal', event: e.index, seat: e.seat, hand: e.hand ?? 1, ...behindPlace(who !== '', who || undefined),
          dataByLang: { es: { revealedAt: String(before.holeRevealedAt), behindText: text.es }, en: { revealedAt: String(before.holeRevealedAt), behindText: text.en } },
        });
      },
      eventTypes: ['payout', 'collect', 'return'],
      event(e, before) {
        if (e.type !== 'payout' && e.type !== 'collect' && e.type !== 'return') return;
        const who = e.behind === true ? e.player ?? '?' : '';
        if (e.spot !== 'insurance' || before.holeRevealedAt !== undefined || reported.has(`${e.seat}|${who}`)) return;
        if (!before.dealer.some((d) => d.face === 'down')) return;
        reported.add(`${e.seat}|${who}`);
        const named = who === '?' ? '' : who;
        const text = whoseInsurance(named);
        ctx.report({
          messageId: 'settledEarly', event: e.index, seat: e.seat, spot: 'insurance', ...behindPlace(e.behind === true, named || undefined),
          dataByLang: { es: { behindText: text.es }, en: { behindText: text.en } },
        });
      },
    };
  },
});

// Art. 10º «De no ser figura o un "10", las apuestas colocadas en la sección de seguros se considerarán
// perdedoras y el dealer inmediatamente las recogerá...»
export const insuranceLossCollectedAtOnce = defineRule({
  id: 'insurance-loss-collected-at-once',
  article: 'Art. 10º',
  category: 'procedure',
  description: {
    es: 'Un seguro perdido se recoge inmediatamente al descubrirse la carta cubierta.',
    en: 'A lost insurance is collected at once when the hole card is revealed.',
  },
  messages: {
    late: {
      es: 'El seguro perdido del asiento {seat}{behindText} no se recogió inmediatamente al descubrir el dealer su carta (evento {revealedAt}): el juego siguió antes del cobro ({article}).',
      en: 'Seat {seat}\'s lost insurance{behindText} was not collected at once when the dealer revealed (event {revealedAt}): play went on before the collection ({article}).',
    },
  },
  compile(ctx) {
    // Each insurer's lost insurance at the reveal, until collected (the box's under "seat|", a player's betting behind
    // it under "seat|player": clause29, where each is collected on its own); true once another event came first.
    const pending = new Map<string, boolean>();
    let revealedAt: number | undefined;
    return {
      handStart() {
        pending.clear();
        revealedAt = undefined;
      },
      event(e, before, after) {
        if (revealedAt === undefined) {
          if (before.holeRevealedAt !== undefined || after.holeRevealedAt === undefined) return;
          revealedAt = after.holeRevealedAt;
          if (dealerHasBlackjack(after)) return;
          for (const s of after.seats) {
            if (s.insurance <= 0) continue;
            const insurers = new Set(s.insurances.map((d) => insurerOf(s, d.player)));
            // One insurer: every insurance settlement of the seat is his, whatever it names.
            if (insurers.size <= 1) pending.set(`${s.seat}|*`, false);
            else for (const who of insurers) pending.set(`${s.seat}|${who}`, false);
          }
          return;
        }
        const settlement = e.type === 'collect' || e.type === 'payout' || e.type === 'return' ? e : undefined;
        const isInsurance = settlement?.spot === 'insurance';
        const key = isInsurance ? pendingInsurer(pending, settlement!) : undefined;
        if (key !== undefined) {
          const who = key.slice(key.indexOf('|') + 1);
          const behind = who !== '' && who !== '*' ? who : undefined;
          const text = whoseInsurance(behind ?? '');
          if (pending.get(key)) {
            ctx.report({
              messageId: 'late', event: e.index, seat: settlement!.seat, spot: 'insurance', ...behindPlace(behind !== undefined, behind),
              dataByLang: { es: { revealedAt: String(revealedAt), behindText: text.es }, en: { revealedAt: String(revealedAt), behindText: text.en } },
            });
          }
          pending.delete(key);
          return;
        }
        if (isInsurance || pending.size === 0) return;
        // Turning the rest of the dealer's covered cards is still the uncovering: a first card left face down
        // (Art. 8º's error) and turned with the hole card does not make the collection late.
        const uncovering = e.type === 'reveal' && (before.dealer[0]?.face === 'down' || before.dealer[1]?.face === 'down');
        if (!uncovering) for (const k of pending.keys()) pending.set(k, true);
      },
    };
  },
});

/**
 * Whose pending insurance a settlement on the insurance spot settles: the seat's one insurer; else the player it names
 * behind the box, or the box's own where it names none behind; failing that, the seat's first still pending.
 */
function pendingInsurer(pending: ReadonlyMap<string, boolean>, e: { seat: number; behind?: boolean; player?: string }): string | undefined {
  const one = `${e.seat}|*`;
  if (pending.has(one)) return one;
  const named = e.behind === true ? (e.player !== undefined ? `${e.seat}|${e.player}` : undefined) : `${e.seat}|`;
  if (named !== undefined && pending.has(named)) return named;
  for (const k of pending.keys()) if (k.startsWith(`${e.seat}|`) && (e.behind !== true || k !== `${e.seat}|`)) return k;
  return undefined;
}

/** Whose insurance, in a message: « (P8's, betting behind the box)»; nothing for the box's own. */
function whoseInsurance(who: string): { es: string; en: string } {
  return who === '' ? { es: '', en: '' } : { es: ` (de ${who}, que apuesta detrás de la casilla)`, en: ` (${who}'s, betting behind the box)` };
}
