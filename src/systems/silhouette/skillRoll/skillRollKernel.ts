import { defineKernel, type Kernel, type StepFunctions } from '../../../core/Kernel.js';
import { StepReturnError } from '../../../core/StepReturnError.js';
import { Roll } from '../../../dice/Roll.js';
import { refill, type UniformBuffer, uniformBuffer } from '../../../dice/uniformBuffer.js';
import { finalTotal } from '../dice/finalTotal.js';
import { maxRaw } from '../dice/rawRollDist.js';
import { rollRaw } from '../dice/rollRaw.js';
import type { SkillRollCell } from './SkillRollCell.js';
import { skillOutcome, skillRollLayout } from './skillRollLayout.js';
import { skillRollPool, skillRollSteps } from './skillRollSteps.js';

interface SkillRollPlan {
  dice: number;
  modifier: number;
  threshold: number;
  drawSucceeds: boolean;
  fumbles: boolean;
  sixBonus: number;
  /** Where the `raw` histogram starts. */
  oRaw: number;
  buffer: UniformBuffer;
}

/** The Monte Carlo kernel of a skill roll. */
export function createSkillRollKernel(cell: SkillRollCell): Kernel {
  const layout = skillRollLayout(cell);
  const plan: SkillRollPlan = {
    dice: cell.dice | 0,
    modifier: cell.modifier | 0,
    threshold: cell.threshold | 0,
    drawSucceeds: cell.drawSucceeds,
    fumbles: cell.fumbles,
    sixBonus: cell.sixBonus | 0,
    oRaw: (3 + layout.distributions[0].size) | 0,
    buffer: uniformBuffer(cell.dice | 0),
  };
  return { run: (state, trials, counters) => runSkillRollTrials(plan, state, trials, counters) };
}

/** The kernel module of `resolve: skill-roll`. */
export default defineKernel({
  layout: skillRollLayout,
  create: createSkillRollKernel,
  withSteps: createHouseSkillRollKernel,
});

/**
 * The kernel with a house rule's `rawRoll` step (docs/house-rules.md), counted as the built-in path counts a raw
 * roll; with the book's step it is also what the exact result enumerates (skillRollDefinition).
 */
export function createHouseSkillRollKernel(cell: SkillRollCell, steps: StepFunctions, roll = new Roll()): Kernel {
  const { rawRoll } = skillRollSteps(steps);
  const pool = skillRollPool(cell);
  const highest = maxRaw(cell.dice, cell.sixBonus);
  const oRaw = 3 + skillRollLayout(cell).distributions[0].size;
  return {
    run(state, trials, c) {
      roll.start(state);
      for (let t = 0; t < trials; t++) {
        const raw = rawRoll(pool, roll);
        // The histograms run to the book's highest roll.
        if (!Number.isInteger(raw) || raw < 0 || raw > highest) {
          const expected = `a whole number from 0 (a fumble) to ${highest} (the most these dice reach by the book)`;
          throw new StepReturnError('rawRoll', raw, expected);
        }
        const total = finalTotal(raw, cell.modifier);
        c[oRaw + raw]++;
        c[3 + Math.max(0, total)]++;
        c[skillOutcome(cell, total)]++;
      }
    },
  };
}

/** The hot loop: one Silhouette roll (rollRaw) per trial, its total (finalTotal) against the Threshold. */
function runSkillRollTrials(plan: SkillRollPlan, state: Uint32Array, trials: number, c: Float64Array): void {
  const dice = plan.dice;
  const modifier = plan.modifier;
  const threshold = plan.threshold;
  const drawSucceeds = plan.drawSucceeds;
  const fumbles = plan.fumbles;
  const sixBonus = plan.sixBonus;
  const oRaw = plan.oRaw;
  const buffer = plan.buffer;
  const u = buffer.values;
  let next = u.length;
  for (let trial = 0; trial < trials; trial++) {
    next = refill(buffer, state, next);
    const raw = rollRaw(u, next, dice, fumbles, sixBonus);
    next += dice;
    c[oRaw + raw]++;
    const total = finalTotal(raw, modifier);
    if (total < 0) {
      c[0]++;
      c[3]++;
      continue;
    }
    c[3 + total]++;
    c[total > threshold || (drawSucceeds && total === threshold) ? 2 : 1]++;
  }
}
