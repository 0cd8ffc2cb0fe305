import { z } from 'zod';
import { Dist } from '../../../dice/exact/Dist.js';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import { parseDie } from '../../../dice/dieType.js';
import type { Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { plainDieTextSchema } from '../scenarioSchemas.js';

/**
 * TYPES OF DIE ROLLS ii) and iii): the SINGLE and MULTIPLE OPPOSED ROLL. The acting player rolls one or
 * more dice, the opponent one; "If TWO (or more) of the player's dice score HIGHER than the opponent's
 * single roll, then the result is a MAJOR SUCCESS ... if only ONE ... a MINOR SUCCESS ... If BOTH (or
 * all) ... are equal or less ... the action has failed". With one die, a success is a minor success.
 */
export const OPPOSED_OUTCOMES = ['failure', 'minor_success', 'major_success'] as const;

const schema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('opposed-roll'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z.strictObject({}).default({}),
  first: plainDieTextSchema.describe("the acting player's first die (e.g. the quality die)"),
  second: plainDieTextSchema.optional().describe('a second die for a multiple opposed roll (e.g. the firepower die)'),
  extra: z.array(plainDieTextSchema).default([]).describe('further dice of the acting player (e.g. support weapons)'),
  against: plainDieTextSchema.describe("the opponent's single die (e.g. the range die)"),
});

/** Plain data of one opposed roll: the acting dice and the opposing die. */
export interface OpposedRollCell {
  dice: number[];
  against: number;
}

export const opposedRollDefinition: ResolutionDefinition<OpposedRollCell> = {
  system: 'stargrunt2',
  resolve: 'opposed-roll',
  info: {
    system: 'stargrunt2',
    resolve: 'opposed-roll',
    description: 'A single or multiple opposed roll: how many of the acting dice beat the opposing die.',
    outcomes: [
      { name: 'failure', label: 'Failure' },
      { name: 'minor_success', label: 'Minor success' },
      { name: 'major_success', label: 'Major success' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    const sides = (text: string) => parseDie(text)!.sides;
    return {
      ok: true,
      value: { dice: [s.first, ...(s.second ? [s.second] : []), ...s.extra].map(sides), against: sides(s.against) },
    };
  },
  kernel: 'stargrunt2/opposed-roll',
};

const layout = { outcomes: [...OPPOSED_OUTCOMES], distributions: [] };

/** Monte Carlo kernel: counts failures, minor and major successes. */
export function createOpposedRollKernel(cell: OpposedRollCell): Kernel {
  const dice = Int32Array.from(cell.dice);
  const against = cell.against | 0;
  const u = new Float64Array(2048);
  const perTrial = dice.length + 1;
  return {
    layout,
    run(state, trials, c) {
      const counts = [0, 0, 0];
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > u.length - perTrial) {
          fillUniforms(state, u);
          next = 0;
        }
        const r = ((u[next++] * against) | 0) + 1;
        let above = 0;
        for (let i = 0; i < dice.length; i++) above += (r - (((u[next++] * dice[i]) | 0) + 1)) >>> 31;
        counts[above < 2 ? above : 2]++;
      }
      for (let i = 0; i < 3; i++) c[i] += counts[i];
    },
  };
}

/** Exact: for each face of the opposing die, the number of acting dice above it. */
export function exactOpposedRoll(cell: OpposedRollCell): Float64Array {
  const above = Dist.uniform(cell.against).chain((r) =>
    cell.dice.reduce((acc, sides) => acc.combine(Dist.uniform(sides), (n, face) => Math.min(2, n + (face > r ? 1 : 0))), Dist.constant(0)),
  );
  return Float64Array.from([0, 1, 2], (k) => above.prob(k));
}
