import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import { indirectFireLayout } from './indirectFireLayout.js';
import { touchTable } from './templateTouches.js';

const UNIFORM_BUFFER = 4096;

/**
 * The Monte Carlo kernel of indirect fire (6.0–6.4, 7.0): the 3d6 hit roll on DEX or INT, its criticals,
 * scatter (distance and direction) on a miss, the damage dice halved after scatter and reduced by cover,
 * the building's collapse.
 */
export function createIndirectFireKernel(cell: IndirectFireCell): Kernel {
  const touch = touchTable(cell);
  const uniforms = new Float64Array(UNIFORM_BUFFER);
  // numbers: highestHit, criticalEffects, f16, f17, f18, scatterDice, damageDice, dieReduction, reducePerDie,
  // startState, woundMax, incapacitateMax, hasBuilding, hitPoints, damageTaken
  const b = cell.building;
  const n = Float64Array.of(
    cell.highestHit, cell.criticalEffects ? 1 : 0, cell.failures[0], cell.failures[1], cell.failures[2], cell.scatterDice,
    cell.damageDice, cell.dieReduction, cell.reducePerDie ? 1 : 0, cell.startState, cell.limits.woundMax, cell.limits.incapacitateMax,
    b ? 1 : 0, b ? b.hitPoints : 0, b ? b.damageTaken : 0,
  );
  return {
    layout: indirectFireLayout(cell.scatterDice),
    run: (state, trials, c) => runIndirectFireTrials(n, touch, uniforms, state, trials, c),
  };
}

function runIndirectFireTrials(n: Float64Array, touch: Uint8Array, u: Float64Array, rng: Uint32Array, trials: number, c: Float64Array): void {
  const highestHit = n[0];
  const criticalEffects = n[1] === 1;
  const scatterDice = n[5];
  const damageDice = n[6];
  const reduction = n[7];
  const perDie = n[8] === 1;
  const startState = n[9];
  const woundMax = n[10];
  const incapacitateMax = n[11];
  const hasBuilding = n[12] === 1;
  const hitPoints = n[13];
  const damageTaken = n[14];
  // layout: 6 outcomes, target_state at 6, scatter at 10, building after the scatter histogram
  const buildingAt = 10 + scatterDice * 6 + 1;
  const perTrial = 4 + scatterDice + damageDice;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    if (next > u.length - perTrial) {
      fillUniforms(rng, u);
      next = 0;
    }
    const r = ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + ((u[next++] * 6) | 0) + 3;
    let outcome: number;
    let state = startState;
    let scatter = 0;
    let collapsed = 0;
    if (r >= 16) {
      outcome = 3 + n[r - 14];
    } else {
      const hit = r <= 5 || r <= highestHit;
      let touched = true;
      if (hit) outcome = 0;
      else {
        for (let i = 0; i < scatterDice; i++) scatter += ((u[next++] * 6) | 0) + 1;
        const direction = (u[next++] * 6) | 0;
        touched = touch[scatter * 6 + direction] === 1;
        outcome = touched ? 1 : 2;
      }
      if (touched) {
        let raw = 0;
        let reduced = 0;
        for (let i = 0; i < damageDice; i++) {
          const d = ((u[next++] * 6) | 0) + 1;
          raw += d;
          reduced += d > reduction ? d - reduction : 0;
        }
        if (!perDie) reduced = raw > reduction * damageDice ? raw - reduction * damageDice : 0;
        const mult = hit && r === 4 && criticalEffects ? 2 : 1;
        const divisor = hit ? 1 : 2;
        const onFigure = Math.floor((reduced * mult) / divisor);
        if (hasBuilding) {
          const onBuilding = Math.floor((raw * mult) / divisor);
          if ((hit && r === 3) || onBuilding > hitPoints / 2 || damageTaken + onBuilding > hitPoints) collapsed = 1;
        }
        if (collapsed === 1) state = state > 2 ? state : 2;
        else if (!hasBuilding && hit && r === 3 && criticalEffects) state = 3;
        else if (onFigure > 0) {
          const level = onFigure <= woundMax ? (state >= 1 ? 2 : 1) : onFigure <= incapacitateMax ? 2 : 3;
          state = level > state ? level : state;
        }
      }
    }
    c[outcome]++;
    c[6 + state]++;
    c[10 + scatter]++;
    c[buildingAt + collapsed]++;
  }
}
