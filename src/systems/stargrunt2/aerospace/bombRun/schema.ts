import { z } from 'zod';
import { artilleryCellSchema, artilleryRulesSchema } from '../../heavy/artillery/schema.js';
import { headerFields } from '../../morale/moraleSchemas.js';
import { coverSchema, houseArmourSchema } from '../../scenarioSchemas.js';

/** Rule variants and parameters of `bomb-run`: the burst edge and the figures' armour shifts and kill multiple as for artillery (docs/rules/stargrunt2.md). */
const artillery = artilleryRulesSchema.unwrap().shape;
const bombRunRulesSchema = z
  .strictObject({
    'burst-edge': artillery['burst-edge'],
    'soft-cover-shift': artillery['soft-cover-shift'],
    'hard-cover-shift': artillery['hard-cover-shift'],
    'in-position-armour-shift': artillery['in-position-armour-shift'],
    'kill-multiple': artillery['kill-multiple'],
  })
  .prefault({});

/** A Stargrunt II `resolve: bomb-run` cell: deadfall bombs dropped along an airborne craft's flight line onto a unit. */
export const bombRunCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('bomb-run'),
  rules: bombRunRulesSchema,
  armour: houseArmourSchema.optional(),
  delivery_systems: artilleryCellSchema.shape.delivery_systems,
  warheads: artilleryCellSchema.shape.warheads,
  bombs: z.strictObject({
    count: z.number().int().min(1).max(12).describe('deadfall bombs dropped in the one action'),
    release: z
      .enum(['stick', 'together'])
      .default('stick')
      .describe('stick: each bomb D6" FURTHER ON than the last; together: each D6" from the craft'),
    delivery: z
      .string()
      .describe(
        'the burst radius, by artillery size: small 3" | medium 4" | large 6" | very-large 10" (or one of delivery_systems)',
      ),
    warhead: z
      .string()
      .default('gpe')
      .describe('gpe | aps | aas (the impact die against dispersed targets), or one of warheads'),
  }),
  hovering: z.boolean().default(false).describe('dropped from a HOVERING craft: every bomb impacts directly under it'),
  target: z.strictObject({
    ahead: z.number().min(0).max(100).describe("inches ahead of the craft's stand along its flight line"),
    aside: z.number().min(0).max(50).default(0).describe('inches to the side of the flight line'),
    figures: z.number().int().min(1).max(30).default(1).describe('figures standing at that point'),
    armour: z.string().describe('an armour name: basic | partial-light | full-light | light-power | heavy-power'),
    cover: coverSchema.default('open'),
    in_position: z.boolean().default(false),
  }),
});

export type BombRunScenarioCell = z.output<typeof bombRunCellSchema>;
