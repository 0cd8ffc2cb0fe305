import { Dist } from '../../../dice/exact/Dist.js';
import { sumOf } from '../../../dice/exact/sumOf.js';
import { DEAD, INCAPACITATED, stateAfterDamage } from '../damageEffect.js';
import { dSixes } from '../dSixes.js';
import { ROLL, rollTable } from '../rollTable.js';
import { rollUnderDist } from '../rollUnderDist.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import type { IndirectFireDistribution, IndirectFireOutcome } from './indirectFireQuantities.js';
import { templateTouches } from './templateTouches.js';

/** Packs (outcome, target state, collapsed, scatter) into one key. */
const pack = (outcome: number, state: number, collapsed: number, scatter: number) =>
  ((outcome * 4 + state) * 2 + collapsed) * 32 + scatter;

/** Exact indirect fire: each outcome's probability and each histogram (index = state, inches, collapsed). */
interface IndirectFireExact {
  outcomes: Record<IndirectFireOutcome, number>;
  distributions: Record<IndirectFireDistribution, Float64Array>;
}

/**
 * Exact evaluator of indirect fire by enumeration: every 3d6 hit roll (read through the kernel's roll table),
 * every scatter distance and direction, and the joint distribution of the raw and cover-reduced damage
 * totals, with integer weights.
 * @example exactIndirectFire(cell).outcomes.direct_hit // P(a direct hit)
 */
export function exactIndirectFire(cell: IndirectFireCell): IndirectFireExact {
  const k = cell.dieReduction;
  // Joint (raw total, reduced total) of n damage dice as raw * 1000 + reduced.
  const jointOf = (n: number): Dist<number> =>
    sumOf(
      Array.from({ length: n }, () =>
        Dist.uniform(6).map((d) => d * 1000 + (cell.reducePerDie ? Math.max(0, d - k) : 0)),
      ),
    ).map((key) => {
      const raw = Math.floor(key / 1000);
      return raw * 1000 + (cell.reducePerDie ? key % 1000 : Math.max(0, raw - k * n));
    });
  const joint = jointOf(cell.damageDice);
  const twice = cell.criticalRollsTwice ? jointOf(2 * cell.damageDice) : joint;
  const b = cell.building;
  /** Target state and collapse once the template touches, for a hit roll r (direct or scattered). */
  const struck = (r: number, direct: boolean): Dist<number> => {
    const doubled = direct && r === ROLL.criticalDoubleDamage && cell.criticalDoubles;
    return (doubled ? twice : joint).map((key) => {
      const mult = doubled && !cell.criticalRollsTwice ? 2 : 1;
      const divisor = direct ? cell.directDivisor : cell.scatteredDivisor;
      const onFigure = Math.floor(((key % 1000) * mult) / divisor);
      const onBuilding = Math.floor((Math.floor(key / 1000) * mult) / divisor);
      const collapsed =
        b !== null &&
        ((direct && r === ROLL.criticalKill) ||
          onBuilding > b.hitPoints / 2 ||
          b.damageTaken + onBuilding > b.hitPoints);
      const state = collapsed
        ? Math.max(cell.startState, INCAPACITATED)
        : b === null && direct && r === ROLL.criticalKill && cell.criticalKills
          ? DEAD
          : onFigure > 0
            ? stateAfterDamage(cell.startState, onFigure, cell.limits)
            : cell.startState;
      return state * 2 + (collapsed ? 1 : 0);
    });
  };
  const scatterPoint = dSixes(cell.scatterDice).combine(Dist.uniform(6), (d, dir) => d * 10 + dir);
  const scattered = new Map<number, Dist<number>>();
  const result = rollUnderDist(rollTable(cell.highestHit, cell.criticals)).chain((r): Dist<number> => {
    if (r >= ROLL.misfire) return Dist.constant(pack(3 + cell.failures[r - ROLL.misfire], cell.startState, 0, 0));
    if (r <= ROLL.hit) return struck(r, true).map((sc) => pack(0, sc >> 1, sc & 1, 0));
    return scatterPoint.chain((p) => {
      const d = Math.floor(p / 10);
      if (!templateTouches(cell, d, p % 10)) return Dist.constant(pack(2, cell.startState, 0, d));
      if (!scattered.has(r)) scattered.set(r, struck(r, false));
      return scattered.get(r)!.map((sc) => pack(1, sc >> 1, sc & 1, d));
    });
  });
  // Outcomes in the order of indirectFireQuantities.
  const outcome = new Float64Array(6);
  const targetState = new Float64Array(4);
  const scatter = new Float64Array(cell.scatterDice * 6 + 1);
  const building = new Float64Array(2);
  for (const [key, p] of result.entries()) {
    outcome[Math.floor(key / 256)] += p;
    targetState[Math.floor(key / 64) % 4] += p;
    scatter[key % 32] += p;
    building[Math.floor(key / 32) % 2] += p;
  }
  return {
    outcomes: {
      direct_hit: outcome[0],
      scattered_hit: outcome[1],
      miss: outcome[2],
      not_fired: outcome[3],
      jammed: outcome[4],
      exploded_in_hand: outcome[5],
    },
    distributions: { target_state: targetState, scatter, building },
  };
}
