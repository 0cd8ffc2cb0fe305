import { Dist } from '../../../dice/exact/Dist.js';
import { sumOf } from '../../../dice/exact/sumOf.js';
import { stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../threeD6.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import { templateTouches } from './templateTouches.js';

/** Packs (outcome, target state, collapsed, scatter) into one key. */
const pack = (outcome: number, state: number, collapsed: number, scatter: number) => ((outcome * 4 + state) * 2 + collapsed) * 32 + scatter;

/**
 * Exact evaluator of indirect fire by enumeration: every 3d6 hit roll, every scatter distance and
 * direction, and the joint distribution of the raw and cover-reduced damage totals, with integer weights.
 * Returns probabilities in the kernel's counter layout.
 */
export function exactIndirectFire(cell: IndirectFireCell): Float64Array {
  const k = cell.dieReduction;
  const n = cell.damageDice;
  // Joint (raw total, reduced total) as raw * 1000 + reduced.
  const joint = sumOf(Array.from({ length: n }, () => Dist.uniform(6).map((d) => d * 1000 + (cell.reducePerDie ? Math.max(0, d - k) : 0)))).map((key) => {
    const raw = Math.floor(key / 1000);
    return raw * 1000 + (cell.reducePerDie ? key % 1000 : Math.max(0, raw - k * n));
  });
  const b = cell.building;
  /** Target state and collapse once the template touches, for a hit roll r (direct or scattered). */
  const struck = (r: number, direct: boolean): Dist<number> =>
    joint.map((key) => {
      const mult = direct && r === 4 && cell.criticalEffects ? 2 : 1;
      const divisor = direct ? 1 : 2;
      const onFigure = Math.floor(((key % 1000) * mult) / divisor);
      const onBuilding = Math.floor((Math.floor(key / 1000) * mult) / divisor);
      const collapsed = b !== null && ((direct && r === 3) || onBuilding > b.hitPoints / 2 || b.damageTaken + onBuilding > b.hitPoints);
      const state = collapsed
        ? Math.max(cell.startState, 2)
        : b === null && direct && r === 3 && cell.criticalEffects
          ? 3
          : onFigure > 0
            ? stateAfterDamage(cell.startState, onFigure, cell.limits)
            : cell.startState;
      return state * 2 + (collapsed ? 1 : 0);
    });
  const scatterPoint = dSixes(cell.scatterDice).combine(Dist.uniform(6), (d, dir) => d * 10 + dir);
  const scattered = new Map<number, Dist<number>>();
  const result = dSixes(3).chain((r): Dist<number> => {
    if (r >= 16) return Dist.constant(pack(3 + cell.failures[r - 16], cell.startState, 0, 0));
    if (r <= 5 || r <= cell.highestHit) return struck(r, true).map((sc) => pack(0, sc >> 1, sc & 1, 0));
    return scatterPoint.chain((p) => {
      const d = Math.floor(p / 10);
      if (!templateTouches(cell, d, p % 10)) return Dist.constant(pack(2, cell.startState, 0, d));
      if (!scattered.has(r)) scattered.set(r, struck(r, false));
      return scattered.get(r)!.map((sc) => pack(1, sc >> 1, sc & 1, d));
    });
  });
  const buildingAt = 10 + cell.scatterDice * 6 + 1;
  const out = new Float64Array(buildingAt + 2);
  for (const [key, p] of result.entries()) {
    const scatter = key % 32;
    const collapsed = Math.floor(key / 32) % 2;
    const state = Math.floor(key / 64) % 4;
    out[Math.floor(key / 256)] += p;
    out[6 + state] += p;
    out[10 + scatter] += p;
    out[buildingAt + collapsed] += p;
  }
  return out;
}
