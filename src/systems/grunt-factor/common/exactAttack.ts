import { Dist } from '../../../dice/exact/Dist.js';
import type { AttackCell } from './AttackCell.js';
import type { AttackDistribution, AttackOutcome } from './attackQuantities.js';

/** (hits, unsaved hits) packed as hits × ATTACK_SPAN + unsaved: room for every figure under every template. */
export const ATTACK_SPAN = 65_536;
const SPAN = ATTACK_SPAN;

/** Exact attack: each outcome's probability and the hits and casualties distributions. */
export interface AttackExact {
  outcomes: Record<AttackOutcome, number>;
  distributions: Record<AttackDistribution, Dist<number>>;
}

/**
 * Exact evaluator of an attack by enumeration with integer weights: every shot is a miss or a hit
 * with 0 to `caught` figures unsaved (weights from the d20 faces), shots and attackers combined by convolution.
 * @example exactAttack(cell).outcomes.casualty // P(casualty)
 */
export function exactAttack(cell: AttackCell): AttackExact {
  const all = attackDist(cell);
  const hitsOf = (k: number) => Math.floor(k / SPAN);
  const casualtiesOf = (k: number) => Math.min(cell.figures, k % SPAN);
  return {
    outcomes: {
      no_hit: all.probWhere((k) => hitsOf(k) === 0),
      hit_saved: all.probWhere((k) => hitsOf(k) > 0 && casualtiesOf(k) === 0),
      casualty: all.probWhere((k) => casualtiesOf(k) > 0),
    },
    distributions: { hits: all.map(hitsOf), casualties: all.map(casualtiesOf) },
  };
}

/**
 * The exact counterpart of the attackRolls step: hits and unsaved hits together, packed as hits × ATTACK_SPAN +
 * unsaved (unsaved not yet capped at the target's figures).
 * @example attackDist(cell).probWhere((k) => k % ATTACK_SPAN > 0) // P(at least one unsaved hit)
 */
export function attackDist(cell: AttackCell): Dist<number> {
  // One figure a hit catches is unsaved when any of its save rolls fails; a hit catches `caught` figures, so k of
  // them unsaved weighs C(caught, k) · failed^k · saved^(caught − k) out of (20^saveRolls)^caught.
  const allSaved = BigInt(cell.saveFaces) ** BigInt(cell.saveRolls);
  const perFigure = 20n ** BigInt(cell.saveRolls);
  const failed = perFigure - allSaved;
  const caught = cell.caught;
  const perHitTotal = perFigure ** BigInt(caught);
  const unsavedWeights: bigint[] = [];
  for (let k = 0, ways = 1n; k <= caught; k++) {
    unsavedWeights.push(ways * failed ** BigInt(k) * allSaved ** BigInt(caught - k));
    ways = (ways * BigInt(caught - k)) / BigInt(k + 1);
  }
  const shot = (hitFaces: number, ldFaces: number) =>
    Dist.fromWeights<number>([
      [0, BigInt(20 - hitFaces) * perHitTotal * 20n + BigInt(hitFaces) * perHitTotal * BigInt(20 - ldFaces)],
      ...unsavedWeights.map((w, k): [number, bigint] => [SPAN + k, BigInt(hitFaces) * w * BigInt(ldFaces)]),
    ]);
  const shotLd = cell.ldRoll && cell.ldPerShot ? cell.ldFaces : 20;
  let action = Dist.constant(0);
  for (let s = 0; s < cell.shots; s++) action = action.sumWith(shot(s === 0 ? cell.hitFirst : cell.hitRest, shotLd));
  if (cell.ldRoll && !cell.ldPerShot) {
    const passed = action;
    action = Dist.fromWeights<number>([
      [1, cell.ldFaces],
      [0, 20 - cell.ldFaces],
    ]).chain((ld) => (ld === 1 ? passed : Dist.constant(0)));
  }
  let all = Dist.constant(0);
  for (let a = 0; a < cell.attackers; a++) all = all.sumWith(action);
  return all;
}
