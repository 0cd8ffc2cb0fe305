import { layoutOffsets } from '../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../core/Kernel.js';
import { StepReturnError } from '../../core/StepReturnError.js';
import { DiceProcedure } from '../../dice/expression/DiceProcedure.js';
import { UniformDraws } from '../../dice/uniformDraws.js';
import { type DiceCell, diceLayout, diceProcedureText } from './dice.js';

/**
 * The Monte Carlo kernel of `resolve: dice`: each trial draws the named rolls once, then every outcome and
 * distribution from the same rolls (DiceProcedure's sampler: each from its exact distribution given the rolls).
 * @example createDiceKernel(cell).run(createStream(1, 0).s, 10_000, counters)
 */
export function createDiceKernel(cell: DiceCell): Kernel {
  const sampler = DiceProcedure.parse(diceProcedureText(cell)).sampler(cell.params);
  const outcomes = cell.outcomes.length;
  const offsets = layoutOffsets(diceLayout(cell));
  const sizes = cell.distributions.map(([, , size]) => size);
  const values = new Float64Array(outcomes + sizes.length);
  const draws = new UniformDraws();
  return {
    run(state, trials, c) {
      draws.start(state);
      for (let t = 0; t < trials; t++) {
        sampler.sampleInto(draws, values);
        for (let i = 0; i < outcomes; i++) if (values[i] !== 0) c[i]++;
        for (let i = 0; i < sizes.length; i++) {
          const v = values[outcomes + i];
          if (!Number.isInteger(v) || v < 0 || v >= sizes[i]) throw outOfRange(cell.distributions[i][0], v, sizes[i]);
          c[offsets[i] + v]++;
        }
      }
    },
  };
}

function outOfRange(name: string, value: number, size: number): Error {
  return new StepReturnError(`distribution ${name}`, value, `a whole number from 0 to ${size - 1}`);
}

/** The kernel module of `resolve: dice`. */
export default defineKernel({ layout: diceLayout, create: createDiceKernel });
