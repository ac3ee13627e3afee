// The SVG charts from figures built by hand: the coordinates follow the values, text from a log is escaped.
import { describe, expect, it } from 'vitest';
import { statsCharts } from '../../../reports/stats/svg.js';
import type { StatsRun } from '../../../audit/stats/run.js';
import type { Measure } from '../../../audit/stats/figures.js';

const measure = (group: string, extra: Partial<Measure>): Measure => ({
  by: 'dealer', group, measure: 'errors', ruleset: null, detail: null, currency: null, test: 'poisson-rate', n: 100,
  observed: 0, expected: 0, rate: 0, expected_rate: 0, se: 0, z: null, p: 1, q: 1, flagged: false, ...extra,
});

function run(): StatsRun {
  const groups = [
    { by: 'dealer' as const, group: 'D-1', hands: 100, findings: 10, per_thousand: 100, by_category: {}, money: {} },
    { by: 'dealer' as const, group: '<script>&"x"', hands: 100, findings: 30, per_thousand: 300, by_category: {}, money: {} },
  ];
  return {
    inputs: [], hands: { read: 200, audited: 200, rejected: 0 }, audit_findings: { payout: 40, procedure: 0, integrity: 0, input: 0 }, by: ['dealer'],
    dealer: { es: 'dealer', en: 'dealer' }, dealers: new Map(),
    figures: {
      q_level: 0.05, min_trials: 30, tests: 2, checks: 0, flagged: 1, findings: [], groups,
      measures: [
        measure('D-1', { observed: 10, expected: 20, rate: 100, expected_rate: 200 }),
        measure('<script>&"x"', { observed: 30, expected: 20, rate: 300, expected_rate: 200, flagged: true }),
      ],
    },
  };
}

describe('stats charts', () => {
  it('findings per 1,000 hands: bars proportional to the rates, the run\'s rate as a dashed line, the flagged group red', () => {
    const [chart] = statsCharts(run(), 'en');
    expect(chart!.name).toBe('errors-by-dealer.svg');
    const svg = chart!.svg;
    // The axis runs from 0 to 300 + 5 % = 315 over 490 pixels from x = 170: 100 is 155.6 wide, 300 is 466.7, 200 at 481.1.
    expect(svg).toContain('<rect x="170.0" y="51.0" width="155.6" height="12" fill="#2e6da4"/>');
    expect(svg).toContain('<rect x="170.0" y="69.0" width="466.7" height="12" fill="#c0392b"/>');
    expect(svg).toContain('<line x1="481.1" y1="44" x2="481.1" y2="88" stroke="#e67e22" stroke-width="2" stroke-dasharray="4 3"/>');
    expect(svg).toContain('>&#60;script&#62;&#38;&#34;x&#34;</text>');
    expect(svg).not.toContain('<script');
    expect(statsCharts(run(), 'en')[0]!.svg).toBe(svg);
  });

  // hostile20: a dealer id holding U+FFFE or U+FFFF (a byte-order mark read backwards, a noncharacter) passes the format and
  // was written raw: no XML parser reads the file (XML 1.0 Char excludes both), so every chart of the run that named the
  // dealer would not open. Written as its \\u escape, as control and invisible characters are (on the terminal, in the
  // PDF and the HTML too: `D<U+200B>1` must not be drawn as `D1`); a character XML takes (é, 😀) is written as it is.
  it('characters XML 1.0 forbids, controls and invisible ones in a group name are shown escaped, so each chart parses', () => {
    const r = run();
    const bad = ['D-\ufffe-1', 'D-\uffff-2', 'D-\u0001-3', 'Dé😀', 'D\u200b1', 'D\u202e9', 'D-\ud800-4'];
    r.figures.groups = bad.map((group, i) => ({ by: 'dealer' as const, group, hands: 100, findings: 10 * (i + 1), per_thousand: 100 * (i + 1), by_category: {}, money: {} }));
    r.figures.measures = bad.map((group, i) => measure(group, { observed: 10 * (i + 1), expected: 20, rate: 100 * (i + 1), expected_rate: 200 }));
    const svg = statsCharts(r, 'en')[0]!.svg;
    // XML 1.0 section 2.2: Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    expect(svg.match(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu)).toBeNull();
    expect(svg).toContain('>D-\\ufffe-1</text>');
    expect(svg).toContain('>D-\\uffff-2</text>');
    expect(svg).toContain('>D-\\u0001-3</text>');
    expect(svg).toContain('>Dé😀</text>');
    expect(svg).toContain('>D\\u200b1</text>');
    expect(svg).toContain('>D\\u202e9</text>');
    expect(svg).toContain('>D-?-4</text>');
  });
  // pdf27: a chart draws 60 groups at most (40 in the PDF) and drew the first by name: a flagged 61st was left out.
  it('more groups than rows: every flagged group drawn, then the first others, and the note says so', () => {
    const r = run();
    const names = Array.from({ length: 61 }, (_, i) => `D-${String(i + 1).padStart(2, '0')}`);
    r.figures.groups = names.map((g) => ({ by: 'dealer' as const, group: g, hands: 100, findings: 10, per_thousand: g === 'D-61' ? 500 : 100, by_category: {}, money: {} }));
    r.figures.measures = names.map((g) => measure(g, { observed: 10, expected: 10, rate: 100, expected_rate: 100, flagged: g === 'D-61' }));
    const svg = statsCharts(r, 'en')[0]!.svg;
    expect(svg).toContain('>D-61</text>');
    expect(svg).toContain('>D-59</text>');
    expect(svg).not.toContain('>D-60</text>');
    expect(svg).toContain('(60 of 61 groups: every flagged one, then the first of the others)');
    expect(svg).toContain('fill="#c0392b"');
  });
});
