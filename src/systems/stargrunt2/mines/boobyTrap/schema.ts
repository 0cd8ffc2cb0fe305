import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { killMultipleRule } from '../../parameters.js';
import { houseArmourSchema, plainDieTextSchema, qualitySchema } from '../../scenarioSchemas.js';
import { BOOBY_TRAP_IMPACT_DIE, BOOBY_TRAP_TRIGGER_DIE } from '../data/mineDice.js';
import { armourNameSchema } from '../minesSchemas.js';

/** A Stargrunt II `resolve: booby-trap` cell: BOOBY TRAPS, a unit coming within 3" of the counter. */
export const boobyTrapCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('booby-trap'),
  rules: z.strictObject({ 'kill-multiple': killMultipleRule }).prefault({}),
  unit: z.strictObject({
    quality: qualitySchema,
    armour: armourNameSchema,
    in_contact: z
      .number()
      .int()
      .min(0)
      .max(8)
      .default(0)
      .describe(
        'other figures in base-to-base contact with the figure closest to the trap (attacked one impact die lower)',
      ),
  }),
  trap: z
    .strictObject({
      impact: plainDieTextSchema
        .default(BOOBY_TRAP_IMPACT_DIE)
        .describe('the trap\'s impact die ("a D8 in most cases")'),
      trigger: plainDieTextSchema
        .default(BOOBY_TRAP_TRIGGER_DIE)
        .describe("the die the trap's owner rolls against the unit's quality die (D8)"),
    })
    .default({ impact: BOOBY_TRAP_IMPACT_DIE, trigger: BOOBY_TRAP_TRIGGER_DIE }),
  armour: houseArmourSchema.optional(),
});

export type BoobyTrapScenarioCell = z.output<typeof boobyTrapCellSchema>;
