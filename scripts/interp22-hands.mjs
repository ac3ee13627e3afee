#!/usr/bin/env node
// interp22: hands where Veedor's reading of a silent clause differs from the reading an independent reader would most
// likely take (docs/interpretations.md). For each hand: what Veedor reports (run now) and what the other reading expects.
// `node scripts/interp22-hands.mjs` prints both; exit 1 if Veedor's findings are no longer the ones recorded here
// (then the table in docs/interpretations.md needs reading again). Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = path.join(here, 'interp22-hands.ndjson');
const cli = path.join(here, '..', 'dist', 'cli', 'veedor.js');

// Events are 1-based, as in the findings format. Per hand: the reading (row of docs/interpretations.md), Veedor's findings as recorded (rule@event owed), the other reading.
const HANDS = {
  'I22-PL-STAND-CARD': {
    row: 'PL player_extra_cards_count (Art. 13º-14º-15º), likely-wrong, fixed by interp22',
    veedor: ['no-card-after-stand@10'],
    other: 'the reading before interp22 (value true): the 5 counted, 23 bust, bust-loses-wager at event 12 owed -200',
  },
  'I22-PL-BLACKJACK-CARD': {
    row: 'PL player_extra_cards_count (Art. 13º), likely-wrong, fixed by interp22',
    veedor: ['no-card-after-blackjack@9'],
    other: 'the reading before interp22 (value true): A K 6 counted 17, tied, tie-returned at event 11 owed -150',
  },
  'I22-PL-BET-AFTER-FIRST-CARD': {
    row: 'PL main_bet_closes = box-cards (Art. 12º), defensible-but-minority',
    veedor: [],
    other: 'bets close at the round\'s first card: seat 3\'s 100 (event 5) is late and no wager; paid 100 on it: owed -100 (Art. 15º, event 16) plus the late bet (procedure)',
  },
  'I22-PL-DOUBLE-SPLIT-ACE': {
    row: 'PL double_on_split_aces = true (Art. 12º), defensible-but-minority',
    veedor: ['double-one-card@11'],
    other: 'a split ace is not doubled (Art. 11º «sólo recibirá una carta adicional»): double-allowed at 11 and the 100 added is no wager; paid 200 on A 9 against 17: owed -100 (event 14)',
  },
  'I22-MB-BEHIND-TOTAL': {
    row: 'MB behind_limit = each_bet (Jugadores), defensible-but-minority',
    veedor: [],
    other: 'the box and the bet behind it together (1,050) pass the 1,000 maximum: one limit finding (procedure, event 4), no money',
  },
  'I22-MB-DOUBLE-AFTER-SPLIT': {
    row: 'MB double_after_split = true (Dobles), defensible-but-minority',
    veedor: [],
    other: 'no double after a split («sus dos primeras cartas» are the player\'s first two): double-allowed at event 9 and the 100 added is no wager; paid 200 on the 21: owed -100 (event 15)',
  },
  'I22-DS-BEHIND-ALL-ZONES-TAKEN': {
    row: 'DS betting_behind_allowed = true (Art. 7º), defensible-but-minority',
    veedor: [],
    other: 'betting behind only «si el explotador lo permite», not posted: P3\'s bet behind is reported (procedure, event 3); money as placed',
  },
  'I22-PG-HALF-DOLLAR': {
    row: 'PG bonus_half_dollar_rounding ((B)(6)), defensible-but-minority as "either", changed to "up" (2026-12-07)',
    veedor: ['bonus-payout-amount@5 owed 1'],
    other: 'the reading before (value "either"): 16 and 17 both accepted for 16.50, nothing reported',
  },
};

let out;
try {
  out = execFileSync(process.execPath, [cli, 'audit', log, '--format', 'json', '--lang', 'en', '--quiet'], { encoding: 'utf8' });
} catch (e) {
  if (e.status !== 1) throw e; // exit 1: findings
  out = e.stdout;
}
const report = JSON.parse(out);
const got = {};
for (const f of report.findings) (got[f.hand_id] ??= []).push(`${f.rule}@${f.event}${f.owed_to_player !== undefined ? ` owed ${f.owed_to_player}` : ''}`);
let changed = 0;
for (const [id, h] of Object.entries(HANDS)) {
  const now = got[id] ?? [];
  const same = JSON.stringify(now) === JSON.stringify(h.veedor);
  if (!same) changed++;
  console.log(`${id}  [${h.row}]`);
  console.log(`  Veedor now:     ${now.length ? now.join('; ') : 'no finding'}${same ? '' : `   (recorded: ${h.veedor.join('; ') || 'no finding'})`}`);
  console.log(`  other reading:  ${h.other}`);
}
if (report.summary.rejected) { console.log(`rejected hands: ${report.summary.rejected}`); changed++; }
process.exit(changed ? 1 : 0);
