import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import { rollRaw } from '../dice/rollRaw.js';
import { marginCode } from './marginCode.js';
import type { OpposedCell } from './OpposedCell.js';
import { opposedLayout } from './opposedLayout.js';

const UNIFORM_BUFFER = 2048;

interface OpposedPlan {
  attackDice: number;
  attackModifier: number;
  defenseDice: number;
  defenseModifier: number;
  fumbles: boolean;
  /** Counter index of the outcome for each margin code. */
  outcomeAt: Int32Array;
  /** Counter index for distribution d and margin code m at [d * codes + m]. */
  binAt: Int32Array;
  distributions: number;
  codes: number;
  uniforms: Float64Array;
  refillBelow: number;
}

/**
 * The Monte Carlo kernel of every opposed resolution: roll the attack and the defense, take the
 * margin code, and count the outcome and distribution values the cell's tables give for it.
 */
export function createOpposedKernel(cell: OpposedCell): Kernel {
  const layout = opposedLayout(cell);
  const codes = cell.outcomeOf.length;
  const binAt = new Int32Array(cell.distributions.length * codes);
  let offset = cell.outcomes.length;
  cell.distributions.forEach((d, i) => {
    for (let m = 0; m < codes; m++) binAt[i * codes + m] = offset + cell.valuesOf[i][m];
    offset += d.size;
  });
  const draws = (cell.attackDice + cell.defenseDice) | 0;
  const plan: OpposedPlan = {
    attackDice: cell.attackDice | 0,
    attackModifier: cell.attackModifier | 0,
    defenseDice: cell.defenseDice | 0,
    defenseModifier: cell.defenseModifier | 0,
    fumbles: cell.fumbles,
    outcomeAt: Int32Array.from(cell.outcomeOf),
    binAt,
    distributions: cell.distributions.length,
    codes,
    uniforms: new Float64Array(UNIFORM_BUFFER),
    refillBelow: UNIFORM_BUFFER - draws,
  };
  return { layout, run: (state, trials, counters) => runOpposedTrials(plan, state, trials, counters) };
}

/** The hot loop: every value in a local, uniforms from a buffer topped up between trials. */
function runOpposedTrials(plan: OpposedPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const aDice = plan.attackDice;
  const aMod = plan.attackModifier;
  const dDice = plan.defenseDice;
  const dMod = plan.defenseModifier;
  const fumbles = plan.fumbles;
  const outcomeAt = plan.outcomeAt;
  const binAt = plan.binAt;
  const nDist = plan.distributions;
  const codes = plan.codes;
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    const aRaw = rollRaw(u, next, aDice, fumbles);
    next += aDice;
    const dRaw = rollRaw(u, next, dDice, fumbles);
    next += dDice;
    const attack = aRaw === 0 ? -1 : aRaw + aMod < 0 ? 0 : aRaw + aMod;
    const defense = dRaw === 0 ? -1 : dRaw + dMod < 0 ? 0 : dRaw + dMod;
    const code = marginCode(attack, defense);
    c[outcomeAt[code]]++;
    for (let d = 0; d < nDist; d++) c[binAt[d * codes + code]]++;
  }
}
