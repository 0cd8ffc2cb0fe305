import { Dist } from '../../../dice/exact/Dist.js';
import type { AttackCell } from './AttackCell.js';
import type { AttackDistribution, AttackOutcome } from './attackQuantities.js';
import { attackShooters, bookAttackDist, MISS, type Shooter } from './attackShot.js';

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
  return attackExactOf(cell, bookAttackDist);
}

/**
 * exactAttack with each shot's outcome from `attackOf` (a house rule's exact `attack` twin; see attackDistWith).
 * @example attackExactOf(cell, bookAttackDist) // exactly exactAttack(cell)
 */
export function attackExactOf(cell: AttackCell, attackOf: (shooter: Shooter) => Dist<number>): AttackExact {
  const all = attackDistWith(cell, attackOf);
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
  return attackDistWith(cell, bookAttackDist);
}

/**
 * attackDist with each shot's outcome from `attackOf` (the book's, or a house rule's exact `attack` twin): MISS
 * or the figures down. The LD roll beyond 60 cm comes first, once per action or per shot, as the book has it.
 * @example attackDistWith(cell, bookAttackDist) // the same distribution as attackDist(cell)
 */
function attackDistWith(cell: AttackCell, attackOf: (shooter: Shooter) => Dist<number>): Dist<number> {
  const [first, rest] = attackShooters(cell).map((shooter) =>
    attackOf(shooter).map((k) => (k === MISS ? 0 : SPAN + k)),
  );
  const ldPasses = (ldFaces: number, passed: Dist<number>) =>
    Dist.fromWeights<number>([
      [1, ldFaces],
      [0, 20 - ldFaces],
    ]).chain((ld) => (ld === 1 ? passed : Dist.constant(0)));
  const shotLd = cell.ldRoll && cell.ldPerShot ? cell.ldFaces : 20;
  let action = Dist.constant(0);
  for (let s = 0; s < cell.shots; s++) action = action.sumWith(ldPasses(shotLd, s === 0 ? first : rest));
  if (cell.ldRoll && !cell.ldPerShot) action = ldPasses(cell.ldFaces, action);
  let all = Dist.constant(0);
  for (let a = 0; a < cell.attackers; a++) all = all.sumWith(action);
  return all;
}
