import type { PointTargetCell } from '../../../../../src/systems/stargrunt2/heavy/pointTarget/PointTargetCell.js';
import {
  type PointTargetOutcome,
  pointTargetQuantities,
} from '../../../../../src/systems/stargrunt2/heavy/pointTarget/pointTargetQuantities.js';

export type ShotOutcome = PointTargetOutcome;

export interface BruteForcePointResult {
  outcomes: Record<ShotOutcome, number>;
  hit: number[];
  dead: number[];
  wounded: number[];
  /** With a crew: P(stayed aboard), P(bailed out). */
  crew_bailed_out?: number[];
  /** With a crew: its confidence level after the shot, 0 CO … 4 RO. */
  crew_confidence_after?: number[];
  /** With decoys: P(not decoyed), P(drawn onto a decoy). */
  decoyed?: number[];
  /** With an EW unit spoofing: P(not jammed), P(jammed). */
  jammed?: number[];
}

/** Every face's value (before any multiplier) of a die given by sides and, for a house die, its listed faces. */
function facesOf(sides: number, listed: readonly number[] | null | undefined): number[] {
  return listed ? [...listed] : Array.from({ length: sides }, (_, k) => k + 1);
}

/** Hit grade of one set of faces: how many firer faces exceed the target's face (0, 1, 2 = two or more). */
export function gradeOf(targetFace: number, firerFaces: number[]): number {
  return Math.min(2, firerFaces.filter((f) => f > targetFace).length);
}

/**
 * What a hit does for given impact and armour faces, following the rule text directly: the vehicle's
 * result before any non-penetrating D6, and the occupants' threshold (−1: they do not roll;
 * 0: small-arms occupant roll).
 */
export function penetration(
  cell: PointTargetCell,
  grade: number,
  impactFace: number,
  armourFace: number,
): { result: ShotOutcome | 'non-penetrating'; threshold: number } {
  const armourScore = armourFace * cell.armour.multiplier;
  if (cell.mode === 'small-arms') {
    const impactScore = impactFace * cell.impact.multiplier; // as a MINOR hit
    if (impactScore > 2 * armourScore) return { result: 'disabled', threshold: 0 };
    if (impactScore > armourScore) return { result: 'no_damage', threshold: 0 };
    return { result: 'no_damage', threshold: -1 };
  }
  let impactScore = impactFace * cell.impact.multiplier;
  if (grade === 2) impactScore = impactScore * cell.majorMultiplier;
  if (
    cell.destroyedFactor === 2 ? impactScore > armourScore + armourScore : impactScore - armourScore > 2 * armourScore
  ) {
    return { result: 'destroyed', threshold: cell.weaponSize * 2 };
  }
  if (impactScore > armourScore) return { result: 'disabled', threshold: cell.weaponSize };
  return { result: 'non-penetrating', threshold: -1 };
}

/**
 * An independent, deliberately plain enumeration of a shot at a point target for the tests: nested
 * loops over every face in floating point, each occupant's fate enumerated one by one, and on every
 * immobilising branch each face of the crew's quality die, judged from the CONFIDENCE TESTS text.
 */
export function bruteForcePointTarget(cell: PointTargetCell): BruteForcePointResult {
  const outcomes = Object.fromEntries(pointTargetQuantities.outcomes.map((o) => [o.name, 0])) as Record<
    ShotOutcome,
    number
  >;
  const n = cell.occupants.length;
  const hit = [0, 0, 0];
  const dead = new Array<number>(n + 1).fill(0);
  const wounded = new Array<number>(n + 1).fill(0);
  const crew = cell.crew;
  const bailed = [0, 0];
  const after = [0, 0, 0, 0, 0];
  const decoyed = [1, 0];
  const jammed = [1, 0];
  const crewResult = () => ({
    ...(crew ? { crew_bailed_out: bailed, crew_confidence_after: after } : {}),
    ...(cell.decoys ? { decoyed } : {}),
    ...(cell.ew ? { jammed } : {}),
  });
  if (cell.targetDie === 0) {
    outcomes.miss = 1;
    hit[0] = dead[0] = wounded[0] = 1;
    bailed[0] = 1;
    if (crew) after[crew.start] = 1;
    return { outcomes, hit, dead, wounded, ...crewResult() };
  }
  // DECOYS: "If the decoy roll exceeds the missile's roll" (a D8 against a guidance roll, each decoy its own).
  let pNotDecoyed = 1;
  if (cell.decoys) {
    let holds = 0;
    for (let g = 1; g <= cell.decoys.guidance; g++)
      for (let d = 1; d <= 8; d++) if (d <= g) holds += 1 / (8 * cell.decoys.guidance);
    for (let k = 0; k < cell.decoys.count; k++) pNotDecoyed *= holds;
  }
  // EW iii) "if the EW roll exceeds ANY ONE of the opponent's roll(s)", unless iv) the opposing EW die rolls higher.
  let pJammed = 0;
  const grades = [0, 0, 0];
  const visit = (r: number, i: number, faces: number[], p: number): void => {
    if (i === cell.firerDice.length) {
      if (!cell.ew) {
        grades[gradeOf(r, faces)] += p;
        return;
      }
      const ew = cell.ew;
      const beatable = faces.filter((_, k) => ew.against.includes(k));
      for (let e = 1; e <= ew.die; e++) {
        const counters = ew.counterDie === 0 ? [0] : Array.from({ length: ew.counterDie }, (_, k) => k + 1);
        for (const c of counters) {
          const q = p / ew.die / counters.length;
          if (beatable.some((f) => e > f) && !(c > e)) pJammed += q;
          else grades[gradeOf(r, faces)] += q;
        }
      }
      return;
    }
    const die = facesOf(cell.firerDice[i], cell.firerFaces?.[i]);
    for (const f of die) visit(r, i + 1, [...faces, f], p / die.length);
  };
  for (let r = 1; r <= cell.targetDie; r++) visit(r, 0, [], 1 / cell.targetDie);
  for (let g = 0; g < 3; g++) grades[g] *= pNotDecoyed;
  pJammed *= pNotDecoyed;
  decoyed[0] = pNotDecoyed;
  decoyed[1] = 1 - pNotDecoyed;
  jammed[0] = 1 - pJammed;
  jammed[1] = pJammed;

  const record = (outcome: ShotOutcome, threshold: number, p: number) => {
    outcomes[outcome] += p;
    if (crew) {
      if (outcome !== 'immobilised') {
        bailed[0] += p;
        after[crew.start] += p;
      } else {
        // "take a Confidence test at a Threat level of 3 - if they fail this they lose CLs accordingly and
        // MUST bail out": higher than LV + 3 passes; equal or less drops one level, half or less two.
        for (let face = 1; face <= crew.sides; face++) {
          const q = p / crew.sides;
          let levels = 0;
          if (face <= crew.needed)
            levels = (crew.halfOrLess ? face <= crew.needed / 2 : face < crew.needed / 2) ? 2 : 1;
          bailed[levels === 0 ? 0 : 1] += q;
          after[Math.min(4, crew.start + levels)] += q;
        }
      }
    }
    for (const [[d, w], q] of occupantFates(cell, threshold)) {
      dead[d] += p * q;
      wounded[w] += p * q;
    }
  };
  for (let g = 0; g < 3; g++) {
    hit[g] = grades[g];
    if (g === 0) {
      // A decoyed or jammed missile fails as a miss does.
      hit[0] += 1 - pNotDecoyed + pJammed;
      record('miss', -1, hit[0]);
      continue;
    }
    if (cell.mode === 'small-arms' && (g === 1 || !cell.penetrable)) {
      record('no_damage', -1, grades[g]);
      continue;
    }
    const impactFaces = facesOf(cell.impact.sides, cell.impact.faces);
    const pFaces = grades[g] / (cell.impact.sides * cell.armour.sides);
    for (const i of impactFaces) {
      for (const a of facesOf(cell.armour.sides, cell.armour.faces)) {
        const { result, threshold } = penetration(cell, g, i, a);
        if (result !== 'non-penetrating') {
          record(result, threshold, pFaces);
          continue;
        }
        for (let d6 = 1; d6 <= 6; d6++) {
          const q = pFaces / 6;
          if (d6 === 6) record('systems', -1, q);
          else if (d6 >= 3 || cell.suspension === 0) record('no_damage', -1, q);
          else {
            for (let s = 1; s <= cell.suspension; s++) {
              if (cell.suspensionImpact === 'reuse') {
                const score = i * cell.impact.multiplier * (g === 2 ? cell.majorMultiplier : 1);
                record(score > s ? 'immobilised' : 'no_damage', -1, q / cell.suspension);
              } else {
                for (const j of impactFaces) {
                  const score = j * cell.impact.multiplier * (g === 2 ? cell.majorMultiplier : 1);
                  record(score > s ? 'immobilised' : 'no_damage', -1, q / cell.suspension / cell.impact.sides);
                }
              }
            }
          }
        }
      }
    }
  }
  return { outcomes, hit, dead, wounded, ...crewResult() };
}

/** Every combination of occupant rolls: [[dead, wounded], probability]. */
function occupantFates(cell: PointTargetCell, threshold: number): Array<[[number, number], number]> {
  if (threshold < 0) return [[[0, 0], 1]];
  let fates: Array<[[number, number], number]> = [[[0, 0], 1]];
  for (const [k, sides] of cell.occupants.entries()) {
    const next: Array<[[number, number], number]> = [];
    for (const [[d, w], p] of fates) {
      for (const face of facesOf(sides, cell.occupantFaces?.[k])) {
        const q = p / sides;
        if (cell.mode === 'small-arms') {
          // "any that score 1 are DEAD": a house die's 0 scores less, and is dead too.
          next.push([[d + (face <= 1 ? 1 : 0), w + (face === 2 ? 1 : 0)], q]);
        } else if (face > threshold) {
          next.push([[d, w], q]);
        } else {
          for (let d6 = 1; d6 <= 6; d6++) next.push([[d + (d6 <= 3 ? 1 : 0), w + (d6 >= 4 ? 1 : 0)], q / 6]);
        }
      }
    }
    // Merge equal (dead, wounded) pairs so the list stays small.
    const merged = new Map<string, number>();
    for (const [[d, w], q] of next) merged.set(`${d},${w}`, (merged.get(`${d},${w}`) ?? 0) + q);
    fates = [...merged].map(([k, q]) => [k.split(',').map(Number) as [number, number], q]);
  }
  return fates;
}
