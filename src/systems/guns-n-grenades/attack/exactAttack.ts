import type { ExactResult } from '../../../core/ExactResult.js';
import type { StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Dist } from '../../../dice/exact/Dist.js';
import type { AttackCell } from './AttackCell.js';
import type { AttackDistribution, AttackOutcome } from './attackQuantities.js';
import { attackExactSteps, attackRollSides, bookAttackExactSteps } from './attackSteps.js';

/** Final result of one attack packed in a number: ((outcome × 8 + stage) × 16 + units hit) × 16 + units dead. */
const pack = (outcome: number, stage: number, hits: number, dead: number) =>
  ((outcome * 8 + stage) * 16 + hits) * 16 + dead;

/**
 * Exact evaluator of one attack by enumeration with integer weights: the attacker's dangerous-terrain
 * d6s, the attack roll against the primary target (the book's attackRoll step, its distribution derived from the
 * step: its die, Fast Shot's re-roll, the target's DEF die), then each unit in the blast radius given the
 * attacker's final die.
 * @example exactAttack(cell).outcomes.killed // P(the primary target is killed)
 */
export function exactAttack(cell: AttackCell): ExactResult<AttackOutcome, AttackDistribution> {
  return exactAttackFrom(cell, bookAttackExactSteps.attackRoll(attackRollSides(cell)));
}

/**
 * The attack with a house rule's exact `attackRoll` twin (the book's where not replaced): its distribution of
 * attackerDie × 2 + hit against the primary target, the rest as exactAttack.
 * @example exactAttackWith(cell, {}) // exactly exactAttack(cell)
 */
export function exactAttackWith(
  cell: AttackCell,
  exactSteps: StepFunctions,
): ExactResult<AttackOutcome, AttackDistribution> {
  const primary = attackExactSteps(exactSteps).attackRoll(attackRollSides(cell));
  const keys = typeof primary?.keys === 'function' ? primary.keys() : undefined;
  if (!keys?.every((k) => Number.isInteger(k) && k >= 0))
    throw new StepReturnError(
      'attackRoll (exact)',
      keys ?? primary,
      'a Dist of attackerDie × 2 + 1 for a hit, + 0 for a miss (whole numbers, 0 or more)',
    );
  return exactAttackFrom(cell, primary);
}

/** exactAttack from the primary attack roll's distribution (keys attackerDie × 2 + hit). */
function exactAttackFrom(cell: AttackCell, primary: Dist<number>): ExactResult<AttackOutcome, AttackDistribution> {
  const t0 = cell.targets[0];
  const noAttack = pack(0, t0.stageOf[t0.start], 0, 0);
  const die = Dist.uniform(6);

  let attacker = Dist.constant(cell.attackerStart);
  for (let i = 0; i < cell.attackerTerrain; i++) {
    attacker = attacker.combine(die, (s, face) => cell.attackerNext[s * 4 + (face <= cell.terrainHitFaces ? 1 : 0)]);
  }
  // The attacker's final die and whether the target is hit: a × 2 + hit.
  const attack = primary.chain((key) => {
    const a = key >> 1;
    const hit0 = key & 1;
    // Per unit: state after the attack, as (stage0, hits, dead) increments.
    let acc = Dist.constant(0); // hits × 16 + dead
    let stage0 = Dist.constant(t0.stageOf[t0.start]);
    cell.targets.forEach((t, j) => {
      const hitDist =
        j === 0 || cell.blastHitsAll ? Dist.constant(hit0) : die.map((d) => (t.atk + a > t.def + d ? 1 : 0));
      const after = t.next[t.start * 4 + cell.damage];
      if (j === 0) stage0 = Dist.constant(hit0 ? t.stageOf[after] : t.stageOf[t.start]);
      acc = acc.combine(hitDist, (k, hit) => k + (hit ? 16 + (after === t.dead ? 1 : 0) : 0));
    });
    const outcome = hit0 ? (t0.next[t0.start * 4 + cell.damage] === t0.dead ? 3 : 2) : 1;
    return stage0.combine(acc, (stage, k) => pack(outcome, stage, k >> 4, k & 15));
  });
  const result = !cell.canAttack
    ? Dist.constant(noAttack)
    : attacker.chain((s) => (s === cell.attackerDead ? Dist.constant(noAttack) : attack));

  const outcomes = [0, 0, 0, 0];
  const units = cell.targets.length + 1;
  const stage = new Float64Array(4);
  const hit = new Float64Array(units);
  const dead = new Float64Array(units);
  for (const [k, p] of result.entries()) {
    outcomes[k >> 11] += p;
    stage[(k >> 8) & 7] += p;
    hit[(k >> 4) & 15] += p;
    dead[k & 15] += p;
  }
  const [no_attack, miss, hitSurvives, killed] = outcomes;
  return {
    outcomes: { no_attack, miss, hit: hitSurvives, killed },
    distributions: { target_stage: stage, units_hit: hit, units_dead: dead },
  };
}
