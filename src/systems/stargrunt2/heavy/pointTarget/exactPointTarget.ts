import { Dist } from '../../../../dice/exact/Dist.js';
import { counterLength } from '../../../LegacyKernel.js';
import { ROUTED } from '../../data/confidenceLevels.js';
import { confidenceDrop } from '../../morale/confidenceDrop.js';
import type { PointTargetCell } from './PointTargetCell.js';
import { OUTCOME, pointTargetLayout } from './pointTargetLayout.js';

/** (outcome, occupant roll) packed: outcome × 100 + threshold + 1, where threshold −1 means no occupant roll. */
const pack = (outcome: number, threshold: number) => outcome * 100 + threshold + 1;
const SPAN = 1000; // occupants packed as dead × SPAN + wounded

/**
 * Exact evaluator of a shot at a point target by enumeration with integer weights: every face of the
 * target's die and the firer's dice, the impact and armour faces, the non-penetrating D6, the
 * suspension die (and re-rolled impact) and every occupant's armour and D6 rolls; with a crew, every face of
 * its quality die when the vehicle is immobilised (the test depends on nothing else, so its distribution
 * multiplies P(immobilised)). Nothing is truncated.
 * Returns probabilities in the kernel's counter layout.
 */
export function exactPointTarget(cell: PointTargetCell): Float64Array {
  const layout = pointTargetLayout(cell);
  const out = new Float64Array(counterLength(layout));
  const oHit = 6;
  const oDead = oHit + 3;
  const oWounded = oDead + cell.occupants.length + 1;
  if (cell.targetDie === 0) {
    out[OUTCOME.miss] = 1;
    out[oHit] = out[oDead] = out[oWounded] = 1;
    if (cell.crew) {
      out[oWounded + cell.occupants.length + 1] = 1;
      out[oWounded + cell.occupants.length + 3 + cell.crew.start] = 1;
    }
    return out;
  }
  const grade = Dist.uniform(cell.targetDie).chain((r) =>
    cell.firerDice.reduce(
      (acc, sides) => acc.combine(Dist.uniform(sides), (n, face) => Math.min(2, n + (face > r ? 1 : 0))),
      Dist.constant(0),
    ),
  );
  for (const [g, p] of grade.entries()) out[oHit + g] += p;
  const effect = grade.chain((g) => (cell.mode === 'small-arms' ? smallArmsEffect(cell, g) : heavyEffect(cell, g)));
  for (const [k, p] of effect.entries()) out[Math.floor(k / 100)] += p;
  const occupants = effect.chain((k) => occupantCasualties(cell, (k % 100) - 1));
  for (const [k, p] of occupants.entries()) {
    out[oDead + Math.floor(k / SPAN)] += p;
    out[oWounded + (k % SPAN)] += p;
  }
  if (cell.crew) crewTest(cell.crew, out[OUTCOME.immobilised], out, oWounded + cell.occupants.length + 1);
  return out;
}

/**
 * The crew's CONFIDENCE TEST at threat level 3, taken only when the vehicle is IMMOBILISED (probability
 * `pImmobilised`): every face of the quality die; a failure loses one or two levels (never below RO) and
 * forces the bail-out. Writes `crew_bailed_out` (at `offset`) and `crew_confidence_after` (at `offset + 2`).
 */
function crewTest(crew: NonNullable<PointTargetCell['crew']>, pImmobilised: number, out: Float64Array, offset: number): void {
  out[offset] += 1 - pImmobilised;
  out[offset + 2 + crew.start] += 1 - pImmobilised;
  const drop = Dist.uniform(crew.sides).map((roll) => confidenceDrop(roll, crew.needed, crew.halfOrLess));
  for (const [d, p] of drop.entries()) {
    out[offset + (d > 0 ? 1 : 0)] += pImmobilised * p;
    out[offset + 2 + Math.min(ROUTED, crew.start + d)] += pImmobilised * p;
  }
}

function smallArmsEffect(cell: PointTargetCell, grade: number): Dist<number> {
  if (grade === 0) return Dist.constant(pack(OUTCOME.miss, -1));
  if (grade === 1 || !cell.penetrable) return Dist.constant(pack(OUTCOME.noDamage, -1));
  return Dist.die(cell.impact).combine(Dist.die(cell.armour), (impact, armour) => {
    if (impact > 2 * armour) return pack(OUTCOME.disabled, 0);
    return pack(OUTCOME.noDamage, impact > armour ? 0 : -1);
  });
}

function heavyEffect(cell: PointTargetCell, grade: number): Dist<number> {
  if (grade === 0) return Dist.constant(pack(OUTCOME.miss, -1));
  const gradeMult = grade === 2 ? cell.majorMultiplier : 1;
  const impactDist = Dist.die(cell.impact).map((x) => x * gradeMult);
  return impactDist.chain((impact) =>
    Dist.die(cell.armour).chain((armour) => {
      if (impact > cell.destroyedFactor * armour) return Dist.constant(pack(OUTCOME.destroyed, 2 * cell.weaponSize));
      if (impact > armour) return Dist.constant(pack(OUTCOME.disabled, cell.weaponSize));
      return Dist.uniform(6).chain((d6) => {
        if (d6 === 6) return Dist.constant(pack(OUTCOME.systems, -1));
        if (d6 > 2 || cell.suspension === 0) return Dist.constant(pack(OUTCOME.noDamage, -1));
        const hit = cell.suspensionImpact === 'reuse' ? Dist.constant(impact) : impactDist;
        return hit.combine(Dist.uniform(cell.suspension), (i, s) =>
          pack(i > s ? OUTCOME.immobilised : OUTCOME.noDamage, -1),
        );
      });
    }),
  );
}

/** Dead and wounded occupants (packed) when the occupants roll against `threshold` (−1: no roll). */
function occupantCasualties(cell: PointTargetCell, threshold: number): Dist<number> {
  if (threshold < 0) return Dist.constant(0);
  return cell.occupants.reduce((acc, sides) => acc.combine(oneOccupant(cell, sides, threshold), (a, b) => a + b), Dist.constant(0));
}

function oneOccupant(cell: PointTargetCell, sides: number, threshold: number): Dist<number> {
  if (cell.mode === 'small-arms') {
    // "any that score 1 are DEAD, any rolling 2 are WOUNDED and those with 3 or better are unharmed"
    return Dist.uniform(sides).map((face) => (face === 1 ? SPAN : face === 2 ? 1 : 0));
  }
  const casualty = Math.min(sides, threshold);
  // A casualty rolls D6: 1–3 dead, 4–6 wounded.
  return Dist.fromWeights([
    [0, BigInt(2 * (sides - casualty))],
    [SPAN, BigInt(casualty)],
    [1, BigInt(casualty)],
  ]);
}
