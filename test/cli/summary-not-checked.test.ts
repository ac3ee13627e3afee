// `veedor summary` of a stored run says what the run could not check, as the audit that made the run said it (its
// terminal summary, findings document and PDF): a roll-up claims no more than the run did. The demo's pai gow log has
// two rounds with no valid random number (Art. 10-10.15(B)(3) not checked on them, its bonus bets not judged).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, veedor } from './run-cli.js';
import { tempDir } from '../helpers/temp.js';

const LOG = join(ROOT, 'fixtures', 'demo', 'pai-gow-san-juan.ndjson');

describe('veedor summary: the run\'s articles not checked', () => {
  const dir = tempDir('summary-not-checked');
  const db = join(dir, 'runs.db');
  const audit = veedor(['audit', LOG, '--db', db, '--format', 'json', '--lang', 'en', '--quiet']);
  const audited = JSON.parse(audit.stdout) as { not_checked: unknown[]; summary: { audited: number } };

  it('the audit stored the run, with (B)(3) not checked on two rounds', () => {
    expect(audit.code).toBe(1);
    expect(audited.not_checked).toContainEqual({
      ruleset: 'pr-8669-pai-gow-bonus', article: 'Art. 10-10.15(B)(3)', rule: 'bonus-wins-on-its-number', hands: 2,
      reason: 'the round has no valid random number: its bonus bets are not judged as won or lost',
    });
  });

  it('the JSON summary lists them as the findings document does, in the language asked', () => {
    const en = veedor(['summary', '--db', db, '--format', 'json', '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(JSON.parse(en.stdout).not_checked).toEqual(audited.not_checked);
    const es = veedor(['summary', '--db', db, '--format', 'json', '--lang', 'es']);
    expect(JSON.parse(es.stdout).not_checked).toContainEqual({
      ruleset: 'pr-8669-pai-gow-bonus', article: 'Art. 10-10.15(B)(3)', rule: 'bonus-wins-on-its-number', hands: 2,
      reason: 'la ronda no tiene un número válido del generador: sus apuestas de bono no se juzgan como ganadas o perdidas',
    });
  });

  it('the text summary says it under the run\'s header, in English and in Spanish', () => {
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    const en = flat(veedor(['summary', '--db', db, '--lang', 'en', '--by', 'table']).stdout);
    expect(en).toContain(`Art. 10-10.15(B)(3) (pr-8669-pai-gow-bonus) could not be checked on 2 of the ${audited.summary.audited} audited hands: ` +
      'the round has no valid random number: its bonus bets are not judged as won or lost. This report says nothing about those articles on those hands.');
    const es = flat(veedor(['summary', '--db', db, '--by', 'table']).stdout);
    expect(es).toContain(`No pudieron verificarse Art. 10-10.15(B)(3) (pr-8669-pai-gow-bonus) en 2 de las ${audited.summary.audited} manos auditadas: ` +
      'la ronda no tiene un número válido del generador');
  });
});
