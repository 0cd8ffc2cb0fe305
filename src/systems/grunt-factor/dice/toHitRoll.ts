import { z } from 'zod';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { CounterLayout, Kernel } from '../../LegacyKernel.js';
import type { ResolutionDefinition } from '../../ResolutionDefinition.js';
import { d20Faces } from '../common/d20Faces.js';
import { commonCellKeys } from '../common/schemas.js';

/**
 * Ranged Combat, To Hit your target, on its own: "start with the firing models RC value - add all
 * modifiers ... Roll a D20. If the result is lower or equal to the modified RC value the shot hit." The
 * rulebook gives no special result to a roll of 1 or 20, so a modified RC of 0 or less never hits and one
 * of 20 or more always does.
 */
export const TO_HIT_OUTCOMES = ['hit', 'miss'] as const;

const schema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('to-hit-roll'),
  ...commonCellKeys,
  rules: z.strictObject({}).default({}),
  rc: z.number().int().min(0).max(40).describe("the firer's RC (Basic soldiers: untrained 4, green 6, regular 7, veteran 8, elite 10)"),
  modifier: z.number().int().min(-40).max(40).default(0).describe('sum of the to-hit modifiers (range, cover, aim …), in RC points'),
});

/** Plain data of one to-hit roll: the d20 faces that hit (0 … 20). */
export interface ToHitRollCell {
  hitFaces: number;
}

const layout: CounterLayout = { outcomes: [...TO_HIT_OUTCOMES], distributions: [] };

/** Monte Carlo kernel: one d20 against the modified RC. */
export function createToHitRollKernel(cell: ToHitRollCell): Kernel {
  const hitFaces = cell.hitFaces | 0;
  const u = new Float64Array(2048);
  return {
    layout,
    run(state, trials, c) {
      let hits = 0;
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next >= u.length) {
          fillUniforms(state, u);
          next = 0;
        }
        const face = ((u[next++] * 20) | 0) + 1;
        hits += ((hitFaces - face) >>> 31) ^ 1; // 1 when face ≤ hitFaces
      }
      c[0] += hits;
      c[1] += trials - hits;
    },
  };
}

/**
 * Exact: faces at or under the modified RC, out of 20.
 * @example exactToHitRoll({ hitFaces: 8 }) // Float64Array [0.4, 0.6]
 */
export function exactToHitRoll(cell: ToHitRollCell): Float64Array {
  return Float64Array.of(cell.hitFaces / 20, (20 - cell.hitFaces) / 20);
}

/** The Grunt Factor `to-hit-roll`: a d20 at or under RC + modifiers, for reference tables. */
export const toHitRollDefinition: ResolutionDefinition<ToHitRollCell> = {
  system: 'grunt-factor',
  resolve: 'to-hit-roll',
  info: {
    system: 'grunt-factor',
    resolve: 'to-hit-roll',
    description: 'One to-hit roll: a d20 at or under the modified RC hits.',
    outcomes: [
      { name: 'hit', label: 'Hit' },
      { name: 'miss', label: 'Miss' },
    ],
    distributions: [],
    casualtyDistributions: [],
  },
  cellSchema: schema,
  normalize: (input) => {
    const s = input as z.output<typeof schema>;
    return { ok: true, value: { hitFaces: d20Faces(s.rc + s.modifier) } };
  },
  kernel: 'grunt-factor/to-hit-roll',
};
