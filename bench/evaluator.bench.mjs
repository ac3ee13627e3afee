// Throughput of the Veedor 5-card evaluator against pokersolver on the same seeded hands.
//
//   npx tsc -p tsconfig.json && node bench/evaluator.bench.mjs [hands]
//
// Reads the compiled evaluator from dist/ so the figures are for the code that ships,
// not for a test transform. Writes bench/out/evaluator.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import pokersolver from 'pokersolver';

const { Hand } = pokersolver;
const distUrl = new URL('../dist/engine/poker/evaluator.js', import.meta.url);
if (!existsSync(fileURLToPath(distUrl))) {
  console.error('dist/engine/poker/evaluator.js is missing: run `npx tsc -p tsconfig.json` first.');
  process.exit(1);
}
const { evaluate5, categoryOf, CATEGORIES } = await import(distUrl.href);

const N = Number(process.argv[2] ?? 200_000);
const SEED = 0x5eed_c0de;
const MIN_SECONDS = 1.5; // our evaluator finishes one pass in milliseconds: repeat it to get a stable rate
const TARGET_RATIO = 50;
const PAIR_CHECKS = 20_000;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Five distinct cards per hand by a partial Fisher-Yates shuffle of a fresh deck.
const random = mulberry32(SEED);
const hands = new Uint8Array(N * 5);
const deck = new Uint8Array(52);
for (let h = 0; h < N; h++) {
  for (let i = 0; i < 52; i++) deck[i] = i;
  for (let i = 0; i < 5; i++) {
    const j = i + Math.floor(random() * (52 - i));
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
    hands[h * 5 + i] = deck[i];
  }
}
const cardText = (code) => '23456789TJQKA'[code >> 2] + 'shdc'[code & 3];
const handTexts = Array.from({ length: N }, (_, h) => Array.from(hands.subarray(h * 5, h * 5 + 5), cardText));

const SOLVER_CATEGORY = new Map([
  ['Straight Flush', 'straight_flush'],
  ['Four of a Kind', 'four_of_a_kind'],
  ['Full House', 'full_house'],
  ['Flush', 'flush'],
  ['Straight', 'straight'],
  ['Three of a Kind', 'three_of_a_kind'],
  ['Two Pair', 'two_pair'],
  ['Pair', 'one_pair'],
  ['High Card', 'high_card'],
]);
const solverCategory = (hand) => (hand.descr === 'Royal Flush' ? 'royal_flush' : SOLVER_CATEGORY.get(hand.name));

const ours = new Int32Array(N);
function runOurs() {
  for (let h = 0, o = 0; h < N; h++, o += 5) {
    ours[h] = evaluate5(hands[o], hands[o + 1], hands[o + 2], hands[o + 3], hands[o + 4]);
  }
}
const theirs = new Array(N);
function runPokersolver(count) {
  for (let h = 0; h < count; h++) theirs[h] = solverCategory(Hand.solve(handTexts[h]));
}

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

// Warm both up so the JIT has compiled the hot paths before timing.
runOurs();
runPokersolver(Math.min(N, 5_000));

let passes = 0;
let start = process.hrtime.bigint();
do {
  runOurs();
  passes++;
} while (seconds(start) < MIN_SECONDS);
const oursSeconds = seconds(start);
const oursRate = (passes * N) / oursSeconds;

start = process.hrtime.bigint();
runPokersolver(N);
const theirsSeconds = seconds(start);
const theirsRate = N / theirsSeconds;

// Sanity: same category for every bench hand...
let categoryDisagreements = 0;
const examples = [];
const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
for (let h = 0; h < N; h++) {
  const category = categoryOf(ours[h]);
  counts[category]++;
  if (category !== theirs[h]) {
    categoryDisagreements++;
    if (examples.length < 5) examples.push({ hand: handTexts[h].join(' '), ours: category, pokersolver: theirs[h] });
  }
}
// ...and the same verdict on head-to-head pairs, which exercises the kickers.
const pairs = Math.min(PAIR_CHECKS, Math.floor(N / 2));
let pairDisagreements = 0;
for (let p = 0; p < pairs; p++) {
  const a = 2 * p;
  const b = a + 1;
  const [ha, hb] = [Hand.solve(handTexts[a]), Hand.solve(handTexts[b])];
  const winners = Hand.winners([ha, hb]);
  const solverVerdict = winners.length === 2 ? 0 : winners[0] === ha ? 1 : -1;
  const ourVerdict = Math.sign(ours[a] - ours[b]);
  if (solverVerdict !== ourVerdict) {
    pairDisagreements++;
    if (examples.length < 10) examples.push({ pair: [handTexts[a].join(' '), handTexts[b].join(' ')], ourVerdict, solverVerdict });
  }
}

const ratio = oursRate / theirsRate;
const result = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  hands: N,
  seed: SEED,
  veedor: { handsPerSecond: Math.round(oursRate), passes, seconds: Number(oursSeconds.toFixed(3)) },
  pokersolver: { version: '2.1.4', handsPerSecond: Math.round(theirsRate), passes: 1, seconds: Number(theirsSeconds.toFixed(3)) },
  ratio: Number(ratio.toFixed(1)),
  targetRatio: TARGET_RATIO,
  meetsTarget: ratio >= TARGET_RATIO,
  categoryCounts: counts,
  sanity: { categoryDisagreements, pairsCompared: pairs, pairDisagreements, examples },
};

const outDir = new URL('./out/', import.meta.url);
mkdirSync(outDir, { recursive: true });
writeFileSync(new URL('evaluator.json', outDir), JSON.stringify(result, null, 2) + '\n');

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`hands: ${fmt(N)} (seed ${SEED.toString(16)}), node ${process.version}`);
console.log(`veedor evaluate5: ${fmt(oursRate)} hands/s (${passes} passes, ${oursSeconds.toFixed(2)} s)`);
console.log(`pokersolver 2.1.4: ${fmt(theirsRate)} hands/s (1 pass, ${theirsSeconds.toFixed(2)} s)`);
console.log(`ratio: ${ratio.toFixed(1)}x (target ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
console.log(`sanity: ${categoryDisagreements} category disagreements in ${fmt(N)} hands, ${pairDisagreements} verdict disagreements in ${fmt(pairs)} pairs`);
console.log('wrote bench/out/evaluator.json');
if (categoryDisagreements > 0 || pairDisagreements > 0) {
  console.error(JSON.stringify(examples, null, 2));
  process.exit(1);
}
