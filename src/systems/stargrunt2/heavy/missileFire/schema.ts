import { z } from 'zod';
import { ewTaskSchema } from '../../ewTaskSchema.js';
import { houseArmourSchema, qualitySchema } from '../../scenarioSchemas.js';
import { GUIDED_MISSILES } from '../data/nationalMissiles.js';
import { SYSTEM_LEVELS } from '../data/systemDice.js';
import {
  crewTestRules,
  majorHitMultiplierRule,
  pointTargetRules,
  pointTargetSchema,
} from '../pointTarget/pointTargetSchema.js';

/** A Stargrunt II `resolve: missile-fire` cell: a guided missile (GMS/P, GMS/L, GMS/H) at a point target. */
export const missileFireCellSchema = z.strictObject({
  system: z.literal('stargrunt2'),
  resolve: z.literal('missile-fire'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({
      ...pointTargetRules,
      ...crewTestRules,
      'major-hit-multiplier': majorHitMultiplierRule,
      // Optional without a default, so that cells without EW keep their rules (and results) as before.
      'ew-spoof-against': z
        .enum(['any-die', 'guidance-die'])
        .optional()
        .describe(
          "which of the firer's dice the EW die may beat to jam the missile: any-die (default: quality or guidance) | guidance-die",
        ),
    })
    .prefault({}),
  armour: houseArmourSchema.optional(),
  firer: z.strictObject({
    quality: qualitySchema,
    weapon: z
      .enum(Object.keys(GUIDED_MISSILES) as [string, ...string[]])
      .describe(
        'gms-p (portable), gms-l (light), gms-h (heavy), or a national GMS/P of the army lists (at-17-sandbox, mistral-5-gms-p …)',
      ),
    guidance: z
      .enum(['basic', 'enhanced', 'superior'])
      .optional()
      .describe(
        "the missile's guidance system: basic D6, enhanced D8, superior D10 (a national missile comes with its own)",
      ),
    ew: ewTaskSchema
      .optional()
      .describe(
        "the firer side's EW unit trying to foil the target side's spoofing (ELECTRONIC WARFARE iv): its die must roll higher than the spoofing EW die; needs target.ew",
      ),
    outside_front_arc: z
      .boolean()
      .default(false)
      .describe(
        'fired from an airborne craft at a target outside its front 90° arc (inside 180°): the guidance die one type down',
      ),
  }),
  target: pointTargetSchema.extend({
    ecm: z.enum(SYSTEM_LEVELS).default('none').describe("the target's ECM: none (D4) | basic | enhanced | superior"),
    decoys: z
      .number()
      .int()
      .min(0)
      .max(7)
      .optional()
      .describe(
        'DECOYS that roll against this missile (its launcher, emplaced decoys within 6"; the counter sheet has 7): each D8 against the guidance die, before the hit',
      ),
    ew: ewTaskSchema
      .optional()
      .describe(
        "the target side's EW unit spoofing the missile (ELECTRONIC WARFARE iii): the missile is jammed when its EW die exceeds any one of the firer's dice",
      ),
  }),
});

export type MissileFireScenarioCell = z.output<typeof missileFireCellSchema>;
