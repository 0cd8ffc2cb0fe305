import { ExactIntractableError } from '../../../../core/ExactIntractableError.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { artilleryLayout } from './artilleryLayout.js';
import type { ArtilleryDistribution, ArtilleryOutcome } from './artilleryQuantities.js';
import { landing } from './clockface.js';
import { unpackVehicles, vehicleResults } from './exactVehicles.js';
import { artilleryMessages } from './messages.js';

/** Most salvo states (count vectors × patterns, over all rounds and first impact points) enumerated before giving up. */
const EXACT_BUDGET = 1_000_000;

/** Packing base of (rounds on aim, figures caught, dead, wounded): every count is below 64. */
const B = 64;

/** Exact fire mission: each outcome's probability and each histogram by value (crews_bailed_out only with a crew). */
interface ArtilleryExact {
  outcomes: Record<ArtilleryOutcome, number>;
  distributions: Partial<Record<ArtilleryDistribution, Float64Array>>;
}

/** Where the probabilities are added up: the outcomes by index, each histogram by value. */
interface Sums {
  outcomes: Float64Array;
  dead: Float64Array;
  wounded: Float64Array;
  inBurst: Float64Array;
  onAim: Float64Array;
  /** The vehicle histograms, in ARTILLERY_VEHICLE_DISTRIBUTIONS order, then crews_bailed_out when present. */
  vehicles: Float64Array[];
}

/**
 * Exact evaluator of an artillery fire mission by enumeration with integer weights. Exact throughout,
 * nothing truncated: every face of the accuracy die, and on a failure every D12 direction × D8 distance
 * of the first round's deviation; for each first impact point every D12 × D6 offset of each other round
 * (the rounds are independent, so their offsets are folded in one round at a time, the state being how
 * many bursts catch each figure and how many rounds landed on the aim point); then, given those counts,
 * each figure's own impact and armour faces in each burst (independent between figures and bursts).
 * First impact points with the same burst pattern share one computation. Geometry uses the same
 * floating-point arithmetic as the kernel (clockface.ts), so a figure on a burst edge is judged alike.
 * @example exactArtillery(cell).distributions.dead // P(0, 1, 2 … figures dead)
 */
export function exactArtillery(cell: ArtilleryCell): ArtilleryExact {
  const layout = artilleryLayout(cell);
  const histograms = layout.distributions.map((d) => new Float64Array(d.size));
  const [dead, wounded, inBurst, onAim, deviation, ...vehicles] = histograms;
  const sums: Sums = { outcomes: new Float64Array(layout.outcomes.length), dead, wounded, inBurst, onAim, vehicles };
  const result = (): ArtilleryExact => ({
    outcomes: { no_effect: sums.outcomes[0], suppressed_only: sums.outcomes[1], effective: sums.outcomes[2] },
    distributions: Object.fromEntries(layout.distributions.map((d, i) => [d.name, histograms[i]])),
  });

  // FIRE SUPPORT ACCURACY: face × 1000 + deviation in inches (face 0: on the aim point).
  const first = Dist.uniform(cell.accuracyDie).chain((score) =>
    score > cell.accuracyTarget
      ? Dist.constant(0)
      : Dist.uniform(12).combine(
          Dist.uniform(8),
          (face, d8) => face * 1000 + (cell.multiplyDeviation ? d8 * score : d8),
        ),
  );
  for (const [k, p] of first.map((k) => k % 1000).entries()) deviation[k] += p;

  const effect = impactVsArmourDist(cell.impact, cell.armour, cell.killMultiple);
  const weights = [0, 1, 2].map((e) => effect.weights.get(e) ?? 0n);
  const salvoCache = new Map<string, Dist<number>>();
  const budget = { left: EXACT_BUDGET };
  const casualtyCache = new Map<string, Dist<number>>();
  const casualties = (counts: number[]) => {
    const key = [...counts].sort((a, b) => a - b).join(',');
    let d = casualtyCache.get(key);
    if (!d) casualtyCache.set(key, (d = unitCasualties(counts, weights, effect.total)));
    return d;
  };

  const impactPoint = (k: number): [number, number] =>
    k === 0 ? [cell.aimX, cell.aimY] : landing(cell.aimX, cell.aimY, Math.floor(k / 1000), k % 1000);
  if (cell.vehicles.length > 0) {
    const statesCache = new Map<string, Dist<string>>();
    // Vehicles too: the salvo's burst counts exactly, then figures' and vehicles' rolls (independent given them).
    const states = first.chain((k) => salvoStates(cell, ...impactPoint(k), statesCache, budget));
    addWithVehicles(states, casualties, vehicleResults(cell), sums);
    return result();
  }
  const all = first.chain((k) => {
    const [x, y] = impactPoint(k);
    return salvo(cell, x, y, salvoCache, casualties, budget);
  });
  for (const [k, p] of all.entries()) {
    const w = k % B;
    const d = Math.floor(k / B) % B;
    const caught = Math.floor(k / (B * B)) % B;
    sums.outcomes[caught === 0 ? 0 : d + w > 0 ? 2 : 1] += p;
    dead[d] += p;
    wounded[w] += p;
    inBurst[caught] += p;
    onAim[Math.floor(k / (B * B * B))] += p;
    for (const v of vehicles) v[0] += p;
  }
  return result();
}

/**
 * Adds the probabilities of a mission with vehicles: for each salvo state (rounds on aim | figures'
 * burst counts, sorted | each vehicle's burst count) the figures' casualties and the vehicles' results,
 * which are independent given the state; the mission is effective unless both are unhurt and undamaged.
 */
function addWithVehicles(
  states: Dist<string>,
  casualties: (counts: number[]) => Dist<number>,
  vehicles: (counts: number[]) => Dist<number>,
  sums: Sums,
): void {
  const numbers = (text: string) => (text === '' ? [] : text.split(',').map(Number));
  for (const [s, p] of states.entries()) {
    const [onAim, figureText, vehicleText] = s.split('|');
    const figureCounts = numbers(figureText);
    const vehicleCounts = numbers(vehicleText);
    sums.onAim[Number(onAim)] += p;
    let unhurt = 0;
    for (const [k, q] of casualties(figureCounts).entries()) {
      const wounded = k % B;
      const dead = Math.floor(k / B) % B;
      sums.dead[dead] += p * q;
      sums.wounded[wounded] += p * q;
      sums.inBurst[Math.floor(k / (B * B))] += p * q;
      if (dead + wounded === 0) unhurt += q;
    }
    let undamaged = 0;
    for (const [k, q] of vehicles(vehicleCounts).entries()) {
      const counts = unpackVehicles(k);
      // Without crews the layout has no crews_bailed_out and the packed count is always 0: skip it.
      for (let i = 0; i < sums.vehicles.length; i++) sums.vehicles[i][counts[i]] += p * q;
      if (counts[0] === counts[1]) undamaged += q;
    }
    if (figureCounts.every((b) => b === 0) && vehicleCounts.every((b) => b === 0)) sums.outcomes[0] += p;
    else {
      const effective = 1 - unhurt * undamaged;
      sums.outcomes[1] += p * (1 - effective);
      sums.outcomes[2] += p * effective;
    }
  }
}

/** Which figures a burst at (x, y) catches, as a 0/1 string, whether it is within a radius of the aim point, then which vehicles it catches. */
function burstPattern(cell: ArtilleryCell, x: number, y: number): string {
  let s = '';
  for (let f = 0; f < cell.xs.length; f++) {
    const dx = cell.xs[f] - x;
    const dy = cell.ys[f] - y;
    s += dx * dx + dy * dy <= cell.burstLimit ? '1' : '0';
  }
  const ax = x - cell.aimX;
  const ay = y - cell.aimY;
  s += ax * ax + ay * ay <= cell.burstLimit ? '1' : '0';
  for (const v of cell.vehicles) {
    const dx = v.x - x;
    const dy = v.y - y;
    s += dx * dx + dy * dy <= cell.burstLimit ? '1' : '0';
  }
  return s;
}

/**
 * MULTIPLE INCOMING ROUNDS from a first impact at (x, y): distribution of (rounds on aim, caught, dead,
 * wounded), packed, for a mission on figures only.
 */
function salvo(
  cell: ArtilleryCell,
  x: number,
  y: number,
  cache: Map<string, Dist<number>>,
  casualties: (counts: number[]) => Dist<number>,
  budget: { left: number },
): Dist<number> {
  const signature = salvoSignature(cell, x, y);
  const cached = cache.get(signature);
  if (cached) return cached;
  const result = salvoStates(cell, x, y, new Map(), budget).chain((s) => {
    const [onAim, counts] = s.split('|');
    const shift = Number(onAim) * B * B * B;
    return casualties(counts.split(',').map(Number)).map((c) => shift + c);
  });
  cache.set(signature, result);
  return result;
}

/** What a salvo from (x, y) depends on: the first burst's pattern and the other rounds' pattern distribution. */
function salvoSignature(cell: ArtilleryCell, x: number, y: number): string {
  return `${burstPattern(cell, x, y)}#${[...otherRounds(cell, x, y).weights].map(([k, w]) => `${k}:${w}`).join(';')}`;
}

/** The burst pattern of each other round of the salvo, D12 direction and D6 inches from the first impact. */
function otherRounds(cell: ArtilleryCell, x: number, y: number): Dist<string> {
  return cell.rounds > 1
    ? Dist.uniform(12).combine(Dist.uniform(6), (face, d6) => burstPattern(cell, ...landing(x, y, face, d6)))
    : Dist.constant('');
}

/**
 * MULTIPLE INCOMING ROUNDS from a first impact at (x, y): distribution of the salvo's state
 * `rounds on aim|bursts catching each figure (sorted)` and, when there are vehicles, `|bursts catching
 * each vehicle` (in order). State between rounds: bursts catching each figure, rounds on aim, each vehicle.
 */
function salvoStates(
  cell: ArtilleryCell,
  x: number,
  y: number,
  cache: Map<string, Dist<string>>,
  budget: { left: number },
): Dist<string> {
  const firstPattern = burstPattern(cell, x, y);
  const offsets = otherRounds(cell, x, y);
  const signature = `${firstPattern}#${[...offsets.weights].map(([k, w]) => `${k}:${w}`).join(';')}`;
  const cached = cache.get(signature);
  if (cached) return cached;
  const n = cell.xs.length;
  const width = firstPattern.length;
  let states: Dist<string> = Dist.constant(firstPattern.split('').join(','));
  for (let k = 1; k < cell.rounds; k++) {
    budget.left -= states.weights.size * offsets.weights.size;
    if (budget.left < 0) throw new ExactIntractableError(artilleryMessages.exactTooLarge);
    states = states.combine(offsets, (s, pattern) => {
      const counts = s.split(',').map(Number);
      for (let i = 0; i < width; i++) counts[i] += pattern.charCodeAt(i) - 48;
      return counts.join(',');
    });
  }
  // Figures' casualties depend only on how many figures are caught how often (every figure has the same
  // armour): merge states that differ only in which figure is which. Vehicles differ, and keep their order.
  const merged = states.map((s) => {
    const counts = s.split(',').map(Number);
    const figures = `${counts[n]}|${counts
      .slice(0, n)
      .sort((a, b) => a - b)
      .join(',')}`;
    return cell.vehicles.length > 0 ? `${figures}|${counts.slice(n + 1).join(',')}` : figures;
  });
  cache.set(signature, merged);
  return merged;
}

/**
 * (caught, dead, wounded) packed, for figures caught in the given numbers of bursts: in each burst a
 * figure is unhurt with weight e0, wounded e1, killed e2 (of `total`); two wounds kill.
 */
function unitCasualties(counts: number[], [e0, e1]: bigint[], total: bigint): Dist<number> {
  return counts.reduce((acc, b) => {
    if (b === 0) return acc;
    const bursts = BigInt(b);
    const unhurt = e0 ** bursts;
    const oneWound = bursts * e1 * e0 ** (bursts - 1n);
    const figure = Dist.fromWeights([
      [B * B, unhurt],
      [B * B + 1, oneWound],
      [B * B + B, total ** bursts - unhurt - oneWound],
    ]);
    return acc.combine(figure, (a, c) => a + c);
  }, Dist.constant(0));
}
