// Rules compiled once per run (audit/judge.ts, Rule.compile): a compiled rule keeps its handlers from one hand to
// the next and resets its per-hand state in handStart. A rule that forgot to reset would carry one hand's state
// into the next (a `reported` flag that silences the next dealer's finding, a set of seats that accuses him of
// the last one's): here every catalog's hands, fixture and simulated with faults, are judged with the rules
// compiled once for the run and compiled afresh for every hand (the same run states, so the same history), in log
// order and reversed, and every hand must come out the same.
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../audit/judge.js';
import type { RunStates } from '../../audit/judge.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { defineRuleFor } from '../../rules-catalog/framework/types.js';
import type { Rule, Ruleset } from '../../rules-catalog/framework/types.js';
import { handsOf, judgeAll, said } from '../helpers/compiled.js';
import { bet, deal, hole, potLuck } from '../helpers/bj.js';
import { toRecord } from '../helpers/hand.js';
import { potLuckBlackJack } from '../../rules-catalog/pe-pot-luck-black-jack/index.js';

describe('rules compiled once per run find, hand by hand, what rules compiled for each hand find', () => {
  for (const ruleset of RULESETS) {
    const compiled = ruleset.rules.filter((r) => r.compile !== undefined);
    it(`${ruleset.id}: ${compiled.length} of ${ruleset.rules.length} rules compiled; in log order and reversed, judged and counted`, () => {
      const hands = handsOf(ruleset);
      expect(hands.length).toBeGreaterThan(250);
      for (const order of [hands, [...hands].reverse()]) {
        const once = judgeAll(order, ruleset, false);
        expect(once).toEqual(judgeAll(order, ruleset, true));
        expect(judgeAll(order, ruleset, false, true)).toEqual(judgeAll(order, ruleset, true, true));
        // The hands give the rules something to reset: many hands with findings, each of the compiled rules' own.
        const findings = once.flatMap((o) => ((o as { findings?: { rule: string }[] }).findings ?? []));
        expect(findings.length).toBeGreaterThan(40);
      }
    });
  }
});

const defineRule = defineRuleFor<unknown>();
const heads = () => toRecord(potLuck([bet(1, 100), deal('seat:1', 'As'), hole('9c')]));

/** Pot Luck with one more rule (a throw-away one), after its own. */
function withRule(extra: Rule): Ruleset {
  return { ...potLuckBlackJack, rules: [...potLuckBlackJack.rules, extra] };
}

describe('the compiled-rule protocol', () => {
  it('eventTypes: an every-event handler is called for the types it names alone, after the type handlers, in rule order', () => {
    const calls: string[] = [];
    const rule = (id: string, handlers: (log: (what: string) => (e: { type: string }) => void) => Record<string, unknown>): Rule => defineRule({
      id, article: 'Art. 13º', category: 'procedure', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      compile: () => handlers((what) => (e) => calls.push(`${e.type}:${id}.${what}`)) as never,
    });
    const rs: Ruleset = {
      ...potLuckBlackJack,
      rules: [
        rule('a', (log) => ({ deal: log('deal'), event: log('event'), eventTypes: ['deal'] })),
        rule('b', (log) => ({ event: log('event') })),
        rule('c', (log) => ({ event: log('event'), eventTypes: ['bet'] })),
        rule('d', (log) => ({ bet: log('bet') })),
      ],
    };
    const hand = toRecord(potLuck([bet(1, 100), deal('seat:1', 'As'), { type: 'procedure', name: 'shuffle' }]));
    expect(judgeHand(hand, rs, new Map()).kind).toBe('audited');
    expect(calls).toEqual([
      'bet:d.bet', 'bet:b.event', 'bet:c.event',
      'deal:a.deal', 'deal:a.event', 'deal:b.event',
      'procedure:b.event',
    ]);
  });

  it('handStart runs before every hand: per-hand state counted from zero on each hand', () => {
    let compiles = 0;
    const counts: number[] = [];
    const rule = defineRule({
      id: 'counts-deals', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      compile() {
        compiles++;
        let deals = 0;
        return { handStart() { deals = 0; }, deal() { deals++; }, handEnd() { counts.push(deals); } };
      },
    });
    const runStates: RunStates = new Map();
    const rs = withRule(rule);
    for (let i = 0; i < 3; i++) expect(judgeHand(heads(), rs, runStates).kind).toBe('audited');
    expect(counts).toEqual([2, 2, 2]);
    expect(compiles).toBe(1);
  });

  it('the context reads the hand being judged (its table, its currency), not the one it compiled on', () => {
    const seen: string[] = [];
    const rule = defineRule({
      id: 'reads-hand', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      compile(ctx) {
        return { handEnd() { seen.push(`${ctx.hand.hand_id} ${ctx.table === ctx.hand.table} ${ctx.amount(1234 as never)}`); } };
      },
    });
    const runStates: RunStates = new Map();
    const rs = withRule(rule);
    const a = heads();
    const b = { ...heads(), hand_id: 'other-hand', currency: 'USD' };
    judgeHand(a, rs, runStates);
    judgeHand(b, rs, runStates);
    expect(seen).toEqual([`${a.hand_id} true ${a.currency ? `${a.currency} ` : ''}12.34`, 'other-hand true USD 12.34']);
  });

  it('a compiled rule that throws in a handler rejects its hand only; the next hand starts clean from handStart', () => {
    let deals = 0;
    let fail = true;
    const ends: number[] = [];
    const rule = defineRule({
      id: 'throws-once', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      compile() {
        return {
          handStart() { deals = 0; },
          deal() {
            deals++;
            if (fail) { fail = false; throw new Error('handler failed'); }
          },
          handEnd() { ends.push(deals); },
        };
      },
    });
    const runStates: RunStates = new Map();
    const rs = withRule(rule);
    expect(judgeHand(heads(), rs, runStates)).toEqual({ kind: 'rejected', reason: { code: 'judge.internal', data: { detail: 'handler failed' } } });
    const next = judgeHand(heads(), rs, runStates);
    expect(next.kind).toBe('audited');
    expect(ends).toEqual([2]);
  });

  it('a rule that throws while it compiles rejects that hand; the next hand compiles it again and is audited', () => {
    let calls = 0;
    const rule = defineRule({
      id: 'throws-in-compile', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      compile() {
        if (calls++ === 0) throw new Error('compile failed');
        return {};
      },
    });
    const runStates: RunStates = new Map();
    const rs = withRule(rule);
    expect(judgeHand(heads(), rs, runStates)).toEqual({ kind: 'rejected', reason: { code: 'judge.internal', data: { detail: 'compile failed' } } });
    expect(judgeHand(heads(), rs, runStates).kind).toBe('audited');
    expect(judgeHand(heads(), rs, runStates).kind).toBe('audited');
    expect(calls).toBe(2);
  });

  it('a compiled rule reports through its message ids, typed; its create (for one hand) finds the same', () => {
    const rule = defineRule({
      id: 'reports-deal', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { dealt: { es: 'repartida {n}', en: 'dealt {n}' } },
      compile(ctx) {
        let n = 0;
        return {
          handStart() { n = 0; },
          deal(e) {
            n++;
            if (n === 2) ctx.report({ messageId: 'dealt', event: e.index, data: { n } });
            // @ts-expect-error a message id the rule does not have fails tsc
            if (n === 99) ctx.report({ messageId: 'delt', event: e.index });
          },
        };
      },
    });
    const rs = { ...potLuckBlackJack, rules: [rule] };
    const out = judgeHand(heads(), rs, new Map());
    if (out.kind !== 'audited') throw new Error('not audited');
    expect(out.findings.map((f) => [f.rule, f.event, f.message.en])).toEqual([['reports-deal', 3, 'dealt 2']]);
    // The rule as a hand-by-hand rule (Rule.create: compile and handStart for one hand).
    const viaCreate = judgeHand(heads(), { ...rs, rules: [{ ...rule, compile: undefined }] }, new Map());
    expect(said(viaCreate)).toEqual(said(out));
  });

  it('defineRule takes create or compile, not both and not neither', () => {
    const base = { id: 'x', article: 'Art. 13º', category: 'payout' as const, description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } } };
    expect(() => defineRule({ ...base, create: () => ({}), compile: () => ({}) })).toThrow('rule x: give create or compile, one of them');
    expect(() => defineRule(base)).toThrow('rule x: give create or compile, one of them');
  });
});
