/**
 * `npx tsx scripts/bench/matching.ts [players] [seconds]`: how fast the match scorer runs
 * (lambdas/domain/matching; docs/matching.md).
 * - pairs per second of `scorePair` over prepared players, reusing one score object, as the matching
 *   engine will run it when it precomputes lists (100 000 players);
 * - explained matches per second (`explainMatch`: score, explanation and the best change by re-scoring
 *   every candidate), as the profile match computes one on the spot.
 * Rates are per second of this process's CPU time (not wall time), so a busy machine slows the run
 * but not the figures. Players are random but seeded: up to 30 games each (median 8) from a 300-game catalogue of 20 genres,
 * details drawn from the code tables with "no answer" codes, random checklists and platforms.
 */
import { performance } from 'node:perf_hooks';
import { cpuUsage } from 'node:process';
import {
  emptyScore,
  explainMatch,
  preparePlayer,
  scorePair,
  type MatchFacts,
} from '../../lambdas/domain/matching';
import { MATCH_FLAG_ITEMS } from '../../lib/contract/responses';

const PLAYERS = Number(process.argv[2] ?? 5000);
const SECONDS = Number(process.argv[3] ?? 2);
const CATALOGUE = 300;
const GENRES = 20;

let state = 20260601;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Game popularity is skewed, as in a real catalogue: low ids are played far more often. */
const aGameId = () => 1 + Math.floor(CATALOGUE * random() ** 2.5);

function aPlayer(index: number): MatchFacts {
  const count = Math.min(30, Math.round(-8 * Math.log(1 - random() * 0.98)));
  const ids = new Set<number>();
  while (ids.size < count) ids.add(aGameId());
  return {
    id: `player-${index}`,
    gameStyle: int(0, 2),
    flags: Object.fromEntries(
      MATCH_FLAG_ITEMS.map((item) => [item, random() < 0.4 ? 1 : 0]),
    ) as MatchFacts['flags'],
    platforms: [2, 3, 4, 5, 6, 7].filter(() => random() < 0.35),
    games: [...ids].map((gameId) => ({
      gameId,
      genre: `genre-${gameId % GENRES}`,
      platform: int(1, 7),
      skillLevel: int(1, 5),
      frequency: int(1, 5),
      rating: int(1, 6),
    })),
  };
}

/** This process's CPU time so far, in seconds. */
function cpuSeconds(): number {
  const { user, system } = cpuUsage();
  return (user + system) / 1e6;
}

/**
 * A yardstick of this machine at this moment: CPU nanoseconds per element of a plain typed-array sum
 * (well under 1 ns on an idle modern core). Divide the figures below by it to compare runs on busy
 * or shared machines.
 */
function yardstick(): number {
  const values = Int32Array.from({ length: 1000 }, (_, index) => index);
  let sum = 0;
  const start = cpuSeconds();
  for (let round = 0; round < 20_000; round++) for (let i = 0; i < values.length; i++) sum += values[i]!;
  const ns = ((cpuSeconds() - start) * 1e9) / (20_000 * values.length);
  return sum > 0 ? ns : Number.NaN;
}

function main(): void {
  const facts = Array.from({ length: PLAYERS }, (_, index) => aPlayer(index));
  const prepareStart = cpuSeconds();
  const players = facts.map(preparePlayer);
  const prepareMs = (cpuSeconds() - prepareStart) * 1000;

  // Pairs: walk the players in a fixed stride so every pair is different and the work is not cached.
  const out = emptyScore();
  let pairs = 0;
  let checksum = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = cpuSeconds();
  while (performance.now() < end) {
    for (let k = 0; k < 10_000; k++) {
      const a = players[pairs % PLAYERS]!;
      const b = players[(pairs * 7919 + 1) % PLAYERS]!;
      checksum += scorePair(a, b, out).combinedScore;
      pairs++;
    }
  }
  const pairSeconds = cpuSeconds() - started;

  const gameName = (gameId: number) => `Game ${gameId}`;
  let explained = 0;
  const explainEnd = performance.now() + SECONDS * 1000;
  const explainStart = cpuSeconds();
  while (performance.now() < explainEnd) {
    const report = explainMatch(
      facts[explained % PLAYERS]!,
      facts[(explained * 31 + 7) % PLAYERS]!,
      gameName,
    );
    checksum += report.suggestion?.combinedScore ?? 0;
    explained++;
  }
  const explainSeconds = cpuSeconds() - explainStart;

  const perSecond = pairs / pairSeconds;
  const rows = [
    ['yardstick', `${yardstick().toFixed(2)} ns per typed-array element summed`],
    [
      'players prepared',
      `${PLAYERS} in ${prepareMs.toFixed(1)} ms (${((prepareMs * 1000) / PLAYERS).toFixed(1)} µs each)`,
    ],
    [
      'scorePair',
      `${Math.round(perSecond).toLocaleString('en')} pairs/s (${(1e9 / perSecond) | 0} ns a pair)`,
    ],
    [
      'every pair of 100 000 players',
      `${((100_000 * 99_999) / 2 / perSecond / 60).toFixed(1)} min on one core (each pair once; the engine scores only pairs sharing a game)`,
    ],
    ['explainMatch', `${Math.round(explained / explainSeconds).toLocaleString('en')} explained matches/s`],
  ];
  const width = Math.max(...rows.map(([name]) => name!.length));
  for (const [name, value] of rows) console.log(`${name!.padEnd(width)}  ${value}`);
  if (Number.isNaN(checksum)) process.exitCode = 1;
}

main();
