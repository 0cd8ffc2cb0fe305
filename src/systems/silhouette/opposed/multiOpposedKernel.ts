import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import { rollRaw } from '../dice/rollRaw.js';
import { marginCode } from './marginCode.js';
import type { MultiOpposedCell } from './MultiOpposedCell.js';

const UNIFORM_BUFFER = 2048;

interface MultiPlan {
  /** Per attack: attack dice, attack modifier, defense dice, defense modifier, codes (flattened). */
  rolls: Int32Array;
  /** Per attack a block of distributions × codes values, at valueStart[attack]. */
  values: Int32Array;
  valueStart: Int32Array;
  fumbles: boolean;
  nDist: number;
  offsets: Int32Array;
  outcomeBy: number;
  outcomeOf: Int32Array;
  sums: Int32Array;
  uniforms: Float64Array;
  refillBelow: number;
}

/** The Monte Carlo kernel of independent opposed tests summed into distributions (walking fire). */
export function createMultiOpposedKernel(cell: MultiOpposedCell): Kernel {
  const layout = { outcomes: [...cell.outcomes], distributions: cell.distributions.map((d) => ({ ...d })) };
  const rolls: number[] = [];
  const values: number[] = [];
  const valueStart: number[] = [];
  let draws = 0;
  for (const a of cell.attacks) {
    const codes = a.valuesOf[0].length;
    rolls.push(a.attackDice, a.attackModifier, a.defenseDice, a.defenseModifier, codes);
    valueStart.push(values.length);
    for (const perCode of a.valuesOf) values.push(...perCode);
    draws += a.attackDice + a.defenseDice;
  }
  const offsets: number[] = [];
  let at = cell.outcomes.length;
  for (const d of cell.distributions) {
    offsets.push(at);
    at += d.size;
  }
  const plan: MultiPlan = {
    rolls: Int32Array.from(rolls),
    values: Int32Array.from(values),
    valueStart: Int32Array.from(valueStart),
    fumbles: cell.fumbles,
    nDist: cell.distributions.length,
    offsets: Int32Array.from(offsets),
    outcomeBy: cell.outcomeBy,
    outcomeOf: Int32Array.from(cell.outcomeOf),
    sums: new Int32Array(cell.distributions.length),
    uniforms: new Float64Array(Math.max(UNIFORM_BUFFER, 4 * draws)),
    refillBelow: Math.max(UNIFORM_BUFFER, 4 * draws) - draws,
  };
  return { layout, run: (state, trials, counters) => runMultiTrials(plan, state, trials, counters) };
}

function runMultiTrials(plan: MultiPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const rolls = plan.rolls;
  const values = plan.values;
  const valueStart = plan.valueStart;
  const nAttacks = valueStart.length;
  const fumbles = plan.fumbles;
  const nDist = plan.nDist;
  const offsets = plan.offsets;
  const outcomeBy = plan.outcomeBy;
  const outcomeOf = plan.outcomeOf;
  const sums = plan.sums;
  const u = plan.uniforms;
  const refillBelow = plan.refillBelow;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    if (next > refillBelow) {
      fillUniforms(state, u);
      next = 0;
    }
    for (let d = 0; d < nDist; d++) sums[d] = 0;
    for (let a = 0; a < nAttacks; a++) {
      const r = a * 5;
      const aDice = rolls[r];
      const dDice = rolls[r + 2];
      const aRaw = rollRaw(u, next, aDice, fumbles);
      next += aDice;
      const dRaw = rollRaw(u, next, dDice, fumbles);
      next += dDice;
      const aTotal = aRaw === 0 ? -1 : aRaw + rolls[r + 1] < 0 ? 0 : aRaw + rolls[r + 1];
      const dTotal = dRaw === 0 ? -1 : dRaw + rolls[r + 3] < 0 ? 0 : dRaw + rolls[r + 3];
      const code = marginCode(aTotal, dTotal);
      const codes = rolls[r + 4];
      const start = valueStart[a];
      for (let d = 0; d < nDist; d++) sums[d] += values[start + d * codes + code];
    }
    c[outcomeOf[sums[outcomeBy]]]++;
    for (let d = 0; d < nDist; d++) c[offsets[d] + sums[d]]++;
  }
}
