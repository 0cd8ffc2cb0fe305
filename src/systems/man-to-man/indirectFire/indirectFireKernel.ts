import { type CounterLayout, layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { LARGE_BUFFER_SIZE } from '../../../dice/uniformDraws.js';
import { d6Total } from '../d6Total.js';
import { type DamageLimits, DEAD, INCAPACITATED, stateAfterDamage } from '../damageEffect.js';
import { ROLL, rollTable } from '../rollTable.js';
import { rollUnder, THREE_D6_DRAWS } from '../rollUnder.js';
import type { IndirectFireCell } from './IndirectFireCell.js';
import { indirectFireLayout } from './indirectFireLayout.js';
import { touchTable } from './templateTouches.js';

/** Everything the trial loop reads, precomputed once per cell. */
interface IndirectFirePlan {
  /** The code of each 3d6 total to hit (DEX or INT with the 6.2 modifiers, 4.4 criticals). */
  table: Int8Array;
  criticalKills: boolean;
  criticalDoubles: boolean;
  criticalRollsTwice: boolean;
  /** The outcome index of each critical failure, 16 to 18 (see IndirectFireCell.failures). */
  failureOutcomes: Int32Array;
  scatterDice: number;
  /** 1 where the template still touches, by scatter distance × 6 + direction − 1. */
  touch: Uint8Array;
  damageDice: number;
  directDivisor: number;
  scatteredDivisor: number;
  reduction: number;
  perDie: boolean;
  startState: number;
  limits: DamageLimits;
  hasBuilding: boolean;
  hitPoints: number;
  damageTaken: number;
  /** Where each histogram starts: target state, scatter, building. */
  offsets: number[];
  buffer: UniformBuffer;
}

/**
 * The Monte Carlo kernel of an area effect attack (6.0–6.4, 7.0; 8.2 high explosive fire): the 3d6 hit roll, its
 * criticals, scatter (distance and direction) on a miss, the damage dice divided after scatter (and for HE) and
 * reduced by cover, the building's collapse. `layout` is the resolution's (its outcomes first, then target state,
 * scatter, building); the outcome indices are those of indirectFireQuantities.
 */
export function createIndirectFireKernel(
  cell: IndirectFireCell,
  layout: CounterLayout = indirectFireLayout(cell),
): Kernel {
  const b = cell.building;
  const plan: IndirectFirePlan = {
    table: rollTable(cell.highestHit, cell.criticals),
    criticalKills: cell.criticalKills,
    criticalDoubles: cell.criticalDoubles,
    criticalRollsTwice: cell.criticalRollsTwice,
    // Outcomes 3 not fired, 4 jammed, 5 exploded in hand (in the order of indirectFireQuantities).
    failureOutcomes: Int32Array.from(cell.failures, (f) => 3 + f),
    scatterDice: cell.scatterDice,
    touch: touchTable(cell),
    damageDice: cell.damageDice,
    directDivisor: cell.directDivisor,
    scatteredDivisor: cell.scatteredDivisor,
    reduction: cell.dieReduction,
    perDie: cell.reducePerDie,
    startState: cell.startState,
    limits: { woundMax: cell.limits.woundMax, incapacitateMax: cell.limits.incapacitateMax },
    hasBuilding: b !== null,
    hitPoints: b ? b.hitPoints : 0,
    damageTaken: b ? b.damageTaken : 0,
    offsets: layoutOffsets(layout),
    // The hit roll, the scatter dice and direction, the damage dice; in the buffer this kernel has always used.
    buffer: uniformBuffer(
      THREE_D6_DRAWS + cell.scatterDice + 1 + (cell.criticalRollsTwice ? 2 : 1) * cell.damageDice,
      LARGE_BUFFER_SIZE,
    ),
  };
  return { run: (state, trials, c) => runIndirectFireTrials(plan, state, trials, c) };
}

/** The kernel module of `resolve: indirect-fire`. */
export default defineKernel({
  layout: indirectFireLayout,
  create: (cell: IndirectFireCell) => createIndirectFireKernel(cell),
});

/** Outcomes by index in the order of indirectFireQuantities: 0 direct hit, 1 scattered onto the target, 2 clear, 3–5 failures. */
function runIndirectFireTrials(plan: IndirectFirePlan, rng: Uint32Array, trials: number, c: Float64Array): void {
  const {
    table,
    criticalKills,
    criticalDoubles,
    criticalRollsTwice,
    failureOutcomes,
    scatterDice,
    touch,
    damageDice,
    reduction,
    perDie,
    startState,
    limits,
  } = plan;
  const { directDivisor, scatteredDivisor } = plan;
  const { hasBuilding, hitPoints, damageTaken, buffer } = plan;
  const [stateAt, scatterAt, buildingAt] = plan.offsets;
  const u = buffer.values;
  let next = u.length;
  for (let t = 0; t < trials; t++) {
    next = refill(buffer, rng, next);
    const r = rollUnder(table, u, next);
    next += THREE_D6_DRAWS;
    let outcome: number;
    let state = startState;
    let scatter = 0;
    let collapsed = 0;
    if (r >= ROLL.misfire) {
      outcome = failureOutcomes[r - ROLL.misfire];
    } else {
      const hit = r <= ROLL.hit;
      let touched = true;
      if (hit) outcome = 0;
      else {
        scatter = d6Total(u, next, scatterDice);
        next += scatterDice;
        const direction = (u[next++] * 6) | 0;
        touched = touch[scatter * 6 + direction] === 1;
        outcome = touched ? 1 : 2;
      }
      if (touched) {
        // 6.4 cover takes hits off each die, so the damage dice are read one by one here.
        const doubled = hit && r === ROLL.criticalDoubleDamage && criticalDoubles;
        // A critical 4 under roll-twice reads the damage dice twice, each reduced by cover, and doubles nothing.
        const dice = doubled && criticalRollsTwice ? 2 * damageDice : damageDice;
        let raw = 0;
        let reduced = 0;
        for (let i = 0; i < dice; i++) {
          const d = ((u[next++] * 6) | 0) + 1;
          raw += d;
          reduced += d > reduction ? d - reduction : 0;
        }
        if (!perDie) reduced = raw > reduction * dice ? raw - reduction * dice : 0;
        const mult = doubled && !criticalRollsTwice ? 2 : 1;
        const divisor = hit ? directDivisor : scatteredDivisor;
        const onFigure = Math.floor((reduced * mult) / divisor);
        if (hasBuilding) {
          const onBuilding = Math.floor((raw * mult) / divisor);
          if ((hit && r === ROLL.criticalKill) || onBuilding > hitPoints / 2 || damageTaken + onBuilding > hitPoints)
            collapsed = 1;
        }
        if (collapsed === 1) state = state > INCAPACITATED ? state : INCAPACITATED;
        else if (!hasBuilding && hit && r === ROLL.criticalKill && criticalKills) state = DEAD;
        else if (onFigure > 0) state = stateAfterDamage(state, onFigure, limits);
      }
    }
    c[outcome]++;
    c[stateAt + state]++;
    c[scatterAt + scatter]++;
    c[buildingAt + collapsed]++;
  }
}
