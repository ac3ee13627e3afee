// The CLI as people expect a command-line tool to behave (issue 21): one-line argument errors with the
// help to read, a bare `veedor` that prints its help, NO_COLOR, one article read whole.
import { describe, expect, it } from 'vitest';
import { DEMO, veedor } from './run-cli.js';

const ESC = /\x1b\[/;

describe('argument errors: one line and the help to read', () => {
  it('a missing argument, an unknown option, a missing required option, an unknown command', () => {
    const cases: [string[], string][] = [
      [['audit'], "veedor: missing required argument 'files' (veedor audit --help)\n"],
      [['audit', DEMO, '--bogus'], "veedor: unknown option '--bogus' (veedor audit --help)\n"],
      [['map', 'check', DEMO], "veedor: required option '--map <file>' not specified (veedor map check --help)\n"],
      [['frobnicate'], "veedor: unknown command 'frobnicate' (veedor --help)\n"],
    ];
    for (const [args, stderr] of cases) {
      const r = veedor(args);
      expect({ args, code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({ args, code: 2, stderr, stdout: '' });
    }
  });

  it('a bare veedor prints the help on stdout, exit 0', () => {
    const r = veedor([]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: veedor \[options\] \[command\]/);
    expect(r.stdout).toContain('audit [options] <files...>');
  });
});

describe('colours', () => {
  it('never on a pipe, and never with NO_COLOR (even when forced by FORCE_COLOR)', () => {
    const piped = veedor(['audit', DEMO]);
    expect(piped.code).toBe(1);
    expect(piped.stdout).not.toMatch(ESC);
    const noColor = veedor(['audit', DEMO], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(noColor.stdout).toBe(piped.stdout);
  });
});

describe('veedor rules <ruleset> <article>', () => {
  it('prints the article whole: text, English summary, status, rules, interpretations, parameters', () => {
    const r = veedor(['rules', 'pe-pot-luck-black-jack', '13', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Art. 13º — Blackjack for a player or the dealer  [enforced]');
    expect(r.stdout).toContain("The regulation's text (Spanish):\n  «Artículo 13º.- De la obtención de un Black Jack");
    expect(r.stdout).toContain('English summary (a paraphrase, not the text):\n  Blackjack is an ace and a ten or figure');
    expect(r.stdout).toContain('  blackjack-pays-3-to-2: ');
    expect(r.stdout).toMatch(/\(parameter\s+blackjack_after_split\)/);
    expect(r.stdout).toContain('  blackjack_ratio = "3:2"\n');
    expect(r.stdout).toContain('  blackjack_after_split = false (interpretation)\n');
    // Art. 12º is not among them: only this article's rules.
    expect(r.stdout).not.toContain('Art. 12º');
  });

  it('accepts 13, 13º, Art. 13º, --article and a heading; JSON as well', () => {
    const forms = [['13'], ['13º'], ['Art. 13º'], ['art 13'], ['--article', '13']];
    const texts = forms.map((f) => veedor(['rules', 'pe-pot-luck-black-jack', ...f]).stdout);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('Art. 13º — De la obtención de un Black Jack');
    expect(texts[0]).toContain('Texto del reglamento:');
    const heading = JSON.parse(veedor(['rules', 'es-marbella-black-jack', 'Dobles', '--json']).stdout);
    expect(heading).toMatchObject({ article: 'Dobles', catalog: { id: 'es-marbella-black-jack' } });
    expect(heading.text_es.length).toBeGreaterThan(20);
  });

  it('an article the catalog does not have: one line with its articles, exit 2', () => {
    const r = veedor(['rules', 'pe-pot-luck-black-jack', '99', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('veedor: pe-pot-luck-black-jack has no article 99; its articles: Art. 8º, Art. 9º, Art. 10º, Art. 11º, Art. 12º, Art. 13º, Art. 14º, Art. 15º, Art. 16º, Art. 17º, Art. 18º\n');
  });
});
