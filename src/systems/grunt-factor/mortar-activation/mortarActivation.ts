import { z } from 'zod';
import { fillUniforms } from '../../../dice/fillUniforms.js';
import type { CounterLayout, Kernel } from '../../LegacyKernel.js';
import type { NormalizeResult, ResolutionDefinition } from '../../ResolutionDefinition.js';
import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { commonCellKeys, gradeSchema, roundingSchema } from '../common/schemas.js';
import { CO_LD_BONUS, GRADE_PROFILES } from '../data/grades.js';

/** Mortars' special rules: "Success in first action = 3 firing actions … second = 2 … third = 1". */
export const FIRING_ACTIONS_BY_SUCCESS = [3, 2, 1] as const;

/** A grunt-factor `resolve: mortar-activation` scenario cell (50/80/120mm Mortar special rules; FO). */
export const mortarActivationCellSchema = z.strictObject({
  system: z.literal('grunt-factor'),
  resolve: z.literal('mortar-activation'),
  ...commonCellKeys,
  rules: z.strictObject({ 'out-of-command-rounding': roundingSchema.default('down') }).default({ 'out-of-command-rounding': 'down' }),
  fo: z.strictObject({ grade: gradeSchema, co: z.boolean().default(false), in_command_radius: z.boolean().default(true) }),
  mortars: z.number().int().min(1).max(2).default(1).describe('artillery pieces the FO handles (at most 2)'),
});

export interface MortarActivationCell {
  ldFaces: number;
  /** LD checks the FO can make: three, or fewer if his grade has fewer actions. */
  attempts: number;
  mortars: number;
}

/** The FO's LD and number of attempts. */
export function normalizeMortarActivation(s: z.output<typeof mortarActivationCellSchema>): NormalizeResult<MortarActivationCell> {
  const profile = GRADE_PROFILES[s.fo.grade];
  const own = profile.ld + (s.fo.co ? CO_LD_BONUS : 0);
  const ld = s.fo.in_command_radius ? own : halve(own, s.rules['out-of-command-rounding']);
  return { ok: true, value: { ldFaces: d20Faces(ld), attempts: Math.min(3, profile.actions), mortars: s.mortars } };
}

/**
 * Layout: three_actions, two_actions, one_action, no_fire; then firing_actions (all mortars, 0..3 × mortars).
 * @example mortarActivationLayout({ ldFaces: 9, attempts: 3, mortars: 2 }).distributions[0].size // 7
 */
export function mortarActivationLayout(cell: MortarActivationCell): CounterLayout {
  return {
    outcomes: ['three_actions', 'two_actions', 'one_action', 'no_fire'],
    distributions: [{ name: 'firing_actions', size: 3 * cell.mortars + 1 }],
  };
}

/** Monte Carlo kernel: the FO tests LD each action until one succeeds. */
export function createMortarActivationKernel(cell: MortarActivationCell): Kernel {
  const u = new Float64Array(2048);
  const { ldFaces, attempts, mortars } = { ldFaces: cell.ldFaces | 0, attempts: cell.attempts | 0, mortars: cell.mortars | 0 };
  return {
    layout: mortarActivationLayout(cell),
    run: (state, trials, c) => {
      let next = u.length;
      for (let t = 0; t < trials; t++) {
        if (next > u.length - 3) {
          fillUniforms(state, u);
          next = 0;
        }
        let k = 0;
        while (k < attempts && ((u[next++] * 20) | 0) >= ldFaces) k++;
        const outcome = k < attempts ? k : 3;
        c[outcome]++;
        c[4 + (outcome < 3 ? FIRING_ACTIONS_BY_SUCCESS[outcome] * mortars : 0)]++;
      }
    },
  };
}

/**
 * Exact: success first in action k with (1 − p)^(k−1)·p, p = LD faces / 20. Closed form.
 * @example exactMortarActivation({ ldFaces: 10, attempts: 3, mortars: 1 }).slice(0, 4) // [0.5, 0.25, 0.125, 0.125]
 */
export function exactMortarActivation(cell: MortarActivationCell): Float64Array {
  const out = new Float64Array(4 + 3 * cell.mortars + 1);
  const p = cell.ldFaces / 20;
  let failing = 1;
  for (let k = 0; k < cell.attempts; k++) {
    out[k] = failing * p;
    out[4 + FIRING_ACTIONS_BY_SUCCESS[k] * cell.mortars] += failing * p;
    failing *= 1 - p;
  }
  out[3] = failing;
  out[4] += failing;
  return out;
}

/** The Grunt Factor `mortar-activation`: the FO's LD checks and the firing actions they unlock. */
export const mortarActivationDefinition: ResolutionDefinition<MortarActivationCell> = {
  system: 'grunt-factor',
  resolve: 'mortar-activation',
  info: {
    system: 'grunt-factor',
    resolve: 'mortar-activation',
    description: 'A forward observer tests LD each action: success in the 1st/2nd/3rd gives 3/2/1 firing actions per mortar.',
    outcomes: [
      { name: 'three_actions', label: '3 firing actions' },
      { name: 'two_actions', label: '2 firing actions' },
      { name: 'one_action', label: '1 firing action' },
      { name: 'no_fire', label: 'No fire' },
    ],
    distributions: [{ name: 'firing_actions', label: 'Firing actions (all mortars)' }],
    casualtyDistributions: [],
  },
  cellSchema: mortarActivationCellSchema,
  normalize: (cell) => normalizeMortarActivation(cell as z.output<typeof mortarActivationCellSchema>),
  kernel: 'grunt-factor/mortar-activation',
};
