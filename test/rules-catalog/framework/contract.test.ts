import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { judgeHand } from '../../../audit/judge.js';
import { potLuckBlackJack } from '../../../rules-catalog/pe-pot-luck-black-jack/index.js';
import { marbellaBlackJack } from '../../../rules-catalog/es-marbella-black-jack/index.js';
import { messagesInOwnWords } from '../../../rules-catalog/framework/ruleset.js';
import { defineRule } from '../../../rules-catalog/families/blackjack/define-rule.js';
import type { Rule, Ruleset } from '../../../rules-catalog/framework/types.js';
import { bet, deal, heads, hole, pay, potLuck, reveal } from '../../helpers/bj.js';
import { toRecord } from '../../helpers/hand.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Type-checks a rule written in a probe module beside the catalog (in memory): the compiler's diagnostics. */
function compile(body: string): string[] {
  const probe = `${root}rules-catalog/families/blackjack/__probe__.ts`;
  const source = `import { defineRule } from './define-rule.js';\nexport const probe = ${body};\n`;
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true, noEmit: true, skipLibCheck: true, types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const get = host.getSourceFile.bind(host);
  host.readFile = (f) => (f === probe ? source : read(f));
  host.fileExists = (f) => f === probe || exists(f);
  host.getSourceFile = (f, v, ...rest) => (f === probe ? ts.createSourceFile(f, source, v) : get(f, v, ...rest));
  const program = ts.createProgram([probe], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

// A rule set up per hand (create) or compiled once per run (compile, with its handStart): typed alike.
const rule = (messageId: string, param: string, how: 'create' | 'compile' = 'create') => `defineRule({
  id: 'probe', article: 'Art. 13º', category: 'payout', params: ['blackjack_ratio'],
  description: { es: 'x', en: 'x' },
  messages: { underpaid: { es: 'x', en: 'x' } },
  ${how}(ctx) {
    let seen = 0;
    return { ${how === 'compile' ? 'handStart() { seen = 0; }, ' : ''}handEnd() { seen++; ctx.param<string>('${param}'); ctx.report({ messageId: '${messageId}', number: seen }); } };
  },
})`;

describe('the rule contract (defineRule)', () => {
  for (const how of ['create', 'compile'] as const) {
    it(`compiles a rule (${how}) that reports its own message ids and reads the parameters it declares`, () => {
      expect(compile(rule('underpaid', 'blackjack_ratio', how))).toEqual([]);
    }, 60_000);

    it(`fails tsc on a misspelt message id and on a parameter the rule does not declare (${how})`, () => {
      const misspeltMessage = compile(rule('underpayd', 'blackjack_ratio', how));
      expect(misspeltMessage).toHaveLength(1);
      expect(misspeltMessage[0]).toMatch(/"underpayd".*not assignable to type '"underpaid"'/);
      const undeclared = compile(rule('underpaid', 'blackjack_ration', how));
      expect(undeclared).toHaveLength(1);
      expect(undeclared[0]).toMatch(/"blackjack_ration".*not assignable to parameter of type '"blackjack_ratio"'/);
    }, 60_000);
  }

  it('keeps the declared parameters on the rule (none declared: an empty list)', () => {
    const r = defineRule({
      id: 'x', article: 'Art. 13º', category: 'payout', params: ['win_ratio', 'blackjack_ratio'],
      description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } }, create: () => ({}),
    });
    expect(r.params).toEqual(['win_ratio', 'blackjack_ratio']);
    expect(defineRule({ id: 'y', article: 'Art. 13º', category: 'payout', description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } }, create: () => ({}) }).params).toEqual([]);
  });
});

/** Pot Luck with one more rule (a throw-away one), after its own. */
function withRule(extra: Rule): Ruleset {
  return { ...potLuckBlackJack, rules: [...potLuckBlackJack.rules, extra] };
}

const blackjackPaidEvenMoney = heads(['As', 'Kh'], '9c', '7d', 100, [reveal('7d'), pay(1, 100)]);

describe('a rule that throws rejects its hand only', () => {
  it('while setting up (create): the hand is rejected with the reason; the next hand of the run is audited', () => {
    let calls = 0;
    const throwsOnFirstHand = defineRule({
      id: 'throws-in-create', article: 'Art. 13º', category: 'payout',
      description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      create() {
        if (calls++ === 0) throw new Error('set-up failed');
        return {};
      },
    });
    const rs = withRule(throwsOnFirstHand);
    const runStates = new Map();
    const first = judgeHand(toRecord(blackjackPaidEvenMoney), rs, runStates);
    expect(first).toEqual({ kind: 'rejected', reason: { code: 'judge.internal', data: { detail: 'set-up failed' } } });
    const second = judgeHand(toRecord(blackjackPaidEvenMoney), rs, runStates);
    expect(second.kind).toBe('audited');
    // The catalog's own finding on that hand: Art. 13º's blackjack paid 100 where 3 to 2 is 150.
    if (second.kind !== 'audited') throw new Error('not audited');
    const payouts = second.findings.filter((f) => f.category === 'payout');
    expect(payouts.map((f) => [f.rule, f.article, f.expected, f.actual])).toEqual([['blackjack-pays-3-to-2', 'Art. 13º', 15000, 10000]]);
  });

  it('while handling an event, as before', () => {
    const throwsOnDeal = defineRule({
      id: 'throws-on-deal', article: 'Art. 13º', category: 'payout',
      description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      create: () => ({ deal() { throw new Error('handler failed'); } }),
    });
    const out = judgeHand(toRecord(potLuck([bet(1, 100), deal('seat:1', 'As'), hole('9c')])), withRule(throwsOnDeal), new Map());
    expect(out).toEqual({ kind: 'rejected', reason: { code: 'judge.internal', data: { detail: 'handler failed' } } });
  });

  it('reading a parameter it did not declare (a rule built around the compiler)', () => {
    const sneaky = defineRule({
      id: 'reads-undeclared', article: 'Art. 13º', category: 'payout',
      description: { es: 'x', en: 'x' }, messages: { m: { es: 'x', en: 'x' } },
      create(ctx) {
        (ctx as unknown as { param(name: string): unknown }).param('win_ratio');
        return {};
      },
    });
    const out = judgeHand(toRecord(blackjackPaidEvenMoney), withRule(sneaky), new Map());
    expect(out).toEqual({ kind: 'rejected', reason: { code: 'judge.internal', data: { detail: 'rule reads-undeclared reads parameter win_ratio without declaring it (params)' } } });
  });
});

describe('a finding keeps its message id and the rule\'s placeholder values', () => {
  it('messageId and data, beside the finished message', () => {
    const out = judgeHand(toRecord(blackjackPaidEvenMoney), potLuckBlackJack, new Map());
    if (out.kind !== 'audited') throw new Error('not audited');
    const f = out.findings.find((x) => x.rule === 'blackjack-pays-3-to-2')!;
    expect(f.messageId).toBe('wrong');
    expect(f.data).toEqual({ player: 'Black Jack', dealer: 16 });
    expect(f.message.en).toContain('(Black Jack against the dealer\'s 16)');
  });
});

describe('a catalog\'s messages in its own word for the dealer, worded once when it is loaded', () => {
  const settlement = (rs: Ruleset) => rs.rules.find((r) => r.id === 'win-pays-1-to-1')!;

  it('Marbella\'s (Spanish "croupier"): every rule worded, the {dealer} placeholder kept, English as written', () => {
    expect([...marbellaBlackJack.messages!.keys()]).toEqual(marbellaBlackJack.rules);
    const own = marbellaBlackJack.messages!.get(settlement(marbellaBlackJack))!;
    expect(own['wrong']!.es).toContain('({player} contra {dealer} del croupier)');
    expect(own['wrong']!.en).toBe(settlement(marbellaBlackJack).messages['wrong']!.en);
    expect(settlement(marbellaBlackJack).messages['wrong']!.es).toContain('({player} contra {dealer} del dealer)');
  });

  it('Pot Luck\'s ("dealer"): the rule\'s own messages, unchanged', () => {
    const rule = settlement(potLuckBlackJack);
    expect(potLuckBlackJack.messages!.get(rule)).toBe(rule.messages);
  });

  it('a ruleset built without defineRuleset (a rule added) words that rule where the finding is made', () => {
    const rule = settlement(marbellaBlackJack);
    expect(messagesInOwnWords(rule, marbellaBlackJack.articles.words)).toEqual(marbellaBlackJack.messages!.get(rule));
    expect(messagesInOwnWords(rule, { es: { dealer: 'croupier' } })['wrong']!.es).not.toContain('{croupier}');
  });
});
