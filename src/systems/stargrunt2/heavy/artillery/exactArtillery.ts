import { Dist } from '../../../../dice/exact/Dist.js';
import { counterLength } from '../../../../sim/Kernel.js';
import type { ArtilleryCell } from './ArtilleryCell.js';
import { artilleryLayout } from './artilleryLayout.js';
import { landing } from './clockface.js';

/** Packing base of (rounds on aim, figures caught, dead, wounded): every count is below 64. */
const B = 64;

/**
 * Exact evaluator of an artillery fire mission by enumeration with integer weights. Exact throughout,
 * nothing truncated: every face of the accuracy die, and on a failure every D12 direction × D8 distance
 * of the first round's deviation; for each first impact point every D12 × D6 offset of each other round
 * (the rounds are independent, so their offsets are folded in one round at a time, the state being how
 * many bursts catch each figure and how many rounds landed on the aim point); then, given those counts,
 * each figure's own impact and armour faces in each burst (independent between figures and bursts).
 * First impact points with the same burst pattern share one computation. Geometry uses the same
 * floating-point arithmetic as the kernel (clockface.ts), so a figure on a burst edge is judged alike.
 */
export function exactArtillery(cell: ArtilleryCell): Float64Array {
  const layout = artilleryLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const sizes = layout.distributions.map((d) => d.size);
  const [oDead, oWounded, oInBurst, oOnAim, oDeviation] = sizes.map((_, i) => 3 + sizes.slice(0, i).reduce((a, b) => a + b, 0));

  // FIRE SUPPORT ACCURACY: face × 1000 + deviation in inches (face 0: on the aim point).
  const first = Dist.uniform(cell.accuracyDie).chain((score) =>
    score > cell.accuracyTarget
      ? Dist.constant(0)
      : Dist.uniform(12).combine(Dist.uniform(8), (face, d8) => face * 1000 + (cell.multiplyDeviation ? d8 * score : d8)),
  );
  for (const [k, p] of first.map((k) => k % 1000).entries()) out[oDeviation + k] += p;

  const effect = Dist.die(cell.impact).combine(Dist.die(cell.armour), (i, a) => (i > 2 * a ? 2 : i > a ? 1 : 0));
  const weights = [0, 1, 2].map((e) => effect.weights.get(e) ?? 0n);
  const salvoCache = new Map<string, Dist<number>>();
  const casualtyCache = new Map<string, Dist<number>>();
  const casualties = (counts: number[]) => {
    const key = [...counts].sort((a, b) => a - b).join(',');
    let d = casualtyCache.get(key);
    if (!d) casualtyCache.set(key, (d = unitCasualties(counts, weights, effect.total)));
    return d;
  };

  const all = first.chain((k) => {
    const [x, y] = k === 0 ? [cell.aimX, cell.aimY] : landing(cell.aimX, cell.aimY, Math.floor(k / 1000), k % 1000);
    return salvo(cell, x, y, salvoCache, casualties);
  });
  for (const [k, p] of all.entries()) {
    const wounded = k % B;
    const dead = Math.floor(k / B) % B;
    const inBurst = Math.floor(k / (B * B)) % B;
    const onAim = Math.floor(k / (B * B * B));
    out[inBurst === 0 ? 0 : dead + wounded > 0 ? 2 : 1] += p;
    out[oDead + dead] += p;
    out[oWounded + wounded] += p;
    out[oInBurst + inBurst] += p;
    out[oOnAim + onAim] += p;
  }
  return out;
}

/** Which figures a burst at (x, y) catches, as a 0/1 string, and whether it is within a radius of the aim point. */
function burstPattern(cell: ArtilleryCell, x: number, y: number): string {
  let s = '';
  for (let f = 0; f < cell.xs.length; f++) {
    const dx = cell.xs[f] - x;
    const dy = cell.ys[f] - y;
    s += dx * dx + dy * dy <= cell.burstLimit ? '1' : '0';
  }
  const ax = x - cell.aimX;
  const ay = y - cell.aimY;
  return s + (ax * ax + ay * ay <= cell.burstLimit ? '1' : '0');
}

/**
 * MULTIPLE INCOMING ROUNDS from a first impact at (x, y): distribution of (rounds on aim, caught, dead,
 * wounded), packed. State between rounds: bursts catching each figure, then rounds on aim.
 */
function salvo(
  cell: ArtilleryCell,
  x: number,
  y: number,
  cache: Map<string, Dist<number>>,
  casualties: (counts: number[]) => Dist<number>,
): Dist<number> {
  const firstPattern = burstPattern(cell, x, y);
  const offsets =
    cell.rounds > 1
      ? Dist.uniform(12).combine(Dist.uniform(6), (face, d6) => burstPattern(cell, ...landing(x, y, face, d6)))
      : Dist.constant('');
  const signature = `${firstPattern}#${[...offsets.weights].map(([k, w]) => `${k}:${w}`).join(';')}`;
  const cached = cache.get(signature);
  if (cached) return cached;
  const n = cell.xs.length;
  let states: Dist<string> = Dist.constant(firstPattern.split('').join(','));
  for (let k = 1; k < cell.rounds; k++) {
    states = states.combine(offsets, (s, pattern) => {
      const counts = s.split(',').map(Number);
      for (let i = 0; i <= n; i++) counts[i] += pattern.charCodeAt(i) - 48;
      return counts.join(',');
    });
  }
  const result = states.chain((s) => {
    const counts = s.split(',').map(Number);
    const onAim = counts[n];
    return casualties(counts.slice(0, n)).map((c) => onAim * B * B * B + c);
  });
  cache.set(signature, result);
  return result;
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
