import type { Die } from '../../../../dice/dieType.js';
import { Dist } from '../../../../dice/exact/Dist.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceTestDist } from '../../steps/confidenceTestDist.js';
import { impactVsArmourDist } from '../../steps/impactVsArmourDist.js';
import { PENETRATION } from '../../steps/penetration.js';
import { penetrationDist } from '../../steps/penetrationDist.js';
import { vehicleOccupantDist } from '../../steps/vehicleOccupantDist.js';
import { missileCountermeasuresDist, SHOT } from './missileCountermeasuresDist.js';
import type { PointTargetCell } from './PointTargetCell.js';
import { OUTCOME } from './pointTargetLayout.js';
import { type PointTargetOutcome, pointTargetQuantities } from './pointTargetQuantities.js';

/** (outcome, occupant roll) packed: outcome × 100 + threshold + 1, where threshold −1 means no occupant roll. */
const pack = (outcome: number, threshold: number) => outcome * 100 + threshold + 1;
const SPAN = 1000; // occupants packed as dead × SPAN + wounded

/** Exact shot at a point target: each outcome's probability, and each histogram by value (the crew's only with a crew). */
interface PointTargetExact {
  outcomes: Record<PointTargetOutcome, number>;
  distributions: {
    hit: Float64Array;
    dead: Float64Array;
    wounded: Float64Array;
    crew_bailed_out?: Float64Array;
    crew_confidence_after?: Float64Array;
    decoyed?: Float64Array;
    jammed?: Float64Array;
    off_aim?: Float64Array;
  };
}

/**
 * Exact evaluator of a shot at a point target by enumeration with integer weights, from the steps' exact
 * counterparts: every face of the target's die and the firer's dice (opposedRollDist; with a guided missile's
 * decoys and EW, missileCountermeasuresDist), the impact and armour
 * faces, the non-penetrating D6, the suspension die and re-rolled impact (penetrationDist, or impactVsArmourDist
 * for small arms) and every occupant's armour and D6 rolls (vehicleOccupantDist); with a crew, every face of its
 * quality die when the vehicle is immobilised (confidenceTestDist: the test depends on nothing else, so its
 * distribution multiplies P(immobilised)). Nothing is truncated.
 * @example exactPointTarget(cell).outcomes.destroyed // P(destroyed)
 */
export function exactPointTarget(cell: PointTargetCell): PointTargetExact {
  const outcomes = new Float64Array(pointTargetQuantities.outcomes.length);
  const hit = new Float64Array(3);
  const dead = new Float64Array(cell.occupants.length + 1);
  const wounded = new Float64Array(cell.occupants.length + 1);
  const crew = cell.crew
    ? { crew_bailed_out: new Float64Array(2), crew_confidence_after: new Float64Array(5) }
    : undefined;
  const decoyed = cell.decoys ? { decoyed: new Float64Array(2) } : undefined;
  const jammed = cell.ew ? { jammed: new Float64Array(2) } : undefined;
  const offAim = cell.buildingSize !== undefined ? new Float64Array(3) : undefined;
  const result = (): PointTargetExact => {
    // A miss (hit grade 0) of a window or door: the D6 misses the structure on faces above the building's size.
    if (offAim) offAimDist(cell.targetDie === 0 ? 0 : hit[0], cell.buildingSize!, offAim);
    return {
      outcomes: named(outcomes),
      distributions: { hit, dead, wounded, ...crew, ...decoyed, ...jammed, ...(offAim ? { off_aim: offAim } : {}) },
    };
  };
  if (cell.targetDie === 0) {
    outcomes[OUTCOME.miss] = 1;
    hit[0] = dead[0] = wounded[0] = 1;
    if (cell.crew && crew) {
      crew.crew_bailed_out[0] = 1;
      crew.crew_confidence_after[cell.crew.start] = 1;
    }
    if (decoyed) decoyed.decoyed[0] = 1;
    if (jammed) jammed.jammed[0] = 1;
    return result();
  }
  // The multiple opposed roll: two or more dice above the target's die a major hit, one a minor hit; a guided
  // missile drawn onto a decoy or jammed by EW fails (SHOT codes) and counts as a miss.
  const shot = missileCountermeasuresDist(cell);
  for (const [g, p] of shot.entries()) {
    hit[g > 2 ? 0 : g] += p;
    if (decoyed) decoyed.decoyed[g === SHOT.decoyed ? 1 : 0] += p;
    if (jammed) jammed.jammed[g === SHOT.jammed ? 1 : 0] += p;
  }
  const grade = decoyed || jammed ? shot.map((g) => (g > 2 ? 0 : g)) : shot;
  const effect = grade.chain((g) => (cell.mode === 'small-arms' ? smallArmsEffect(cell, g) : heavyEffect(cell, g)));
  for (const [k, p] of effect.entries()) outcomes[Math.floor(k / 100)] += p;
  const occupants = effect.chain((k) => occupantCasualties(cell, (k % 100) - 1));
  for (const [k, p] of occupants.entries()) {
    dead[Math.floor(k / SPAN)] += p;
    wounded[k % SPAN] += p;
  }
  if (cell.crew && crew)
    crewTest(cell.crew, outcomes[OUTCOME.immobilised], crew.crew_bailed_out, crew.crew_confidence_after);
  return result();
}

/** Outcome probabilities by name, from an array in the counters' order. */
function named(outcomes: Float64Array): Record<PointTargetOutcome, number> {
  const { miss, no_damage, immobilised, systems, disabled, destroyed } = OUTCOME;
  return {
    miss: outcomes[miss],
    no_damage: outcomes[no_damage],
    immobilised: outcomes[immobilised],
    systems: outcomes[systems],
    disabled: outcomes[disabled],
    destroyed: outcomes[destroyed],
  };
}

/**
 * The crew's CONFIDENCE TEST at threat level 3, taken only when the vehicle is IMMOBILISED (probability
 * `pImmobilised`): every face of the quality die; a failure loses one or two levels (never below RO) and
 * forces the bail-out. Adds into `bailedOut` and `confidenceAfter`.
 */
function crewTest(
  crew: NonNullable<PointTargetCell['crew']>,
  pImmobilised: number,
  bailedOut: Float64Array,
  confidenceAfter: Float64Array,
): void {
  bailedOut[0] += 1 - pImmobilised;
  confidenceAfter[crew.start] += 1 - pImmobilised;
  for (const [d, p] of confidenceTestDist(crew.sides, crew.needed, crew.halfOrLess).entries()) {
    bailedOut[d > 0 ? 1 : 0] += pImmobilised * p;
    confidenceAfter[Math.min(ROUTED, crew.start + d)] += pImmobilised * p;
  }
}

function smallArmsEffect(cell: PointTargetCell, grade: number): Dist<number> {
  if (grade === 0) return Dist.constant(pack(OUTCOME.miss, -1));
  if (grade === 1 || !cell.penetrable) return Dist.constant(pack(OUTCOME.no_damage, -1));
  // Rolled ONCE as a MINOR hit: a kill-grade roll disables, a wound-grade roll only reaches the occupants.
  return impactVsArmourDist(cell.impact, cell.armour).map((effect) =>
    effect === 2 ? pack(OUTCOME.disabled, 0) : pack(OUTCOME.no_damage, effect === 1 ? 0 : -1),
  );
}

function heavyEffect(cell: PointTargetCell, grade: number): Dist<number> {
  if (grade === 0) return Dist.constant(pack(OUTCOME.miss, -1));
  // A house impact die's listed faces stay listed: the MAJOR hit multiplies the score read.
  const impact = { ...cell.impact, multiplier: cell.impact.multiplier * (grade === 2 ? cell.majorMultiplier : 1) };
  const flags = penetrationDist(
    impact,
    cell.armour,
    cell.destroyedFactor,
    cell.suspension,
    cell.suspensionImpact === 'reuse',
  );
  return flags.map((flag) => {
    if (flag === PENETRATION.destroyed) return pack(OUTCOME.destroyed, 2 * cell.weaponSize);
    if (flag === PENETRATION.disabled) return pack(OUTCOME.disabled, cell.weaponSize);
    if (flag === PENETRATION.systems) return pack(OUTCOME.systems, -1);
    return pack(flag === PENETRATION.immobilised ? OUTCOME.immobilised : OUTCOME.no_damage, -1);
  });
}

/** Dead and wounded occupants (packed) when the occupants roll against `threshold` (−1: no roll). */
function occupantCasualties(cell: PointTargetCell, threshold: number): Dist<number> {
  if (threshold < 0) return Dist.constant(0);
  return cell.occupants.reduce(
    (acc, sides, k) => acc.combine(oneOccupant(cell, occupantArmour(cell, sides, k), threshold), (a, b) => a + b),
    Dist.constant(0),
  );
}

/** Occupant k's armour die: its sides, or its face values where a house die lists them (PointTargetCell.occupantFaces). */
function occupantArmour(cell: PointTargetCell, sides: number, k: number): number | Die {
  const faces = cell.occupantFaces?.[k];
  return faces ? { sides, multiplier: 1, faces } : sides;
}

function oneOccupant(cell: PointTargetCell, armour: number | Die, threshold: number): Dist<number> {
  if (cell.mode === 'small-arms') {
    // "any that score 1 are DEAD, any rolling 2 are WOUNDED and those with 3 or better are unharmed"; a house die's
    // 0 scores below 1, so it kills too (docs/rules/stargrunt2.md, Custom dice).
    const face = typeof armour === 'number' ? Dist.uniform(armour) : Dist.die(armour);
    return face.map((f) => (f <= 1 ? SPAN : f === 2 ? 1 : 0));
  }
  return vehicleOccupantDist(armour, threshold).map((code) => (code === 1 ? SPAN : code === 2 ? 1 : 0));
}

/** The D6 after a miss of a building's window or door, over every face, into `out` (0 on aim or no shot, 1, 2). */
function offAimDist(pMiss: number, buildingSize: number, out: Float64Array): void {
  const d6 = Dist.uniform(6).map((face) => (face > buildingSize ? 2 : 1));
  out[0] = 1 - pMiss;
  out[1] = pMiss * d6.prob(1);
  out[2] = pMiss * d6.prob(2);
}
