import { z } from 'zod';
import { gngRulesSchema, stageSchema, unitNameSchema, upgradeSchema } from '../scenarioSchemas.js';

/** The most units behind one piece of cover (Cover: "Only 2 units can be behind cover at any given time"). */
const MOST_BEHIND_COVER = 2;

/**
 * A Guns 'n Grenades `resolve: anti-armor` cell (Unit Tags, Anti Armor: "Can destroy cover units with one hit. Requires
 * no attack roll"; Cover: "Units behind cover when it is destroyed are hurt").
 */
export const antiArmorCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('anti-armor'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: z
    .strictObject({
      ...gngRulesSchema.unwrap().shape,
      hurt: z
        .enum(['one-hit', 'attacker-damage', 'no-harm'])
        .default('one-hit')
        .describe(
          '"are hurt": one hit of one unit of damage each (literal), a hit with the attacker\'s damage (Deadly: 2), or no harm beyond losing the cover',
        ),
    })
    .prefault({}),
  attacker: z.strictObject({ unit: unitNameSchema, upgrade: upgradeSchema.optional() }),
  behind_cover: z
    .array(z.strictObject({ unit: unitNameSchema, upgrade: upgradeSchema.optional(), stage: stageSchema.optional() }))
    .min(1)
    .max(MOST_BEHIND_COVER)
    .describe('the units behind the piece of cover destroyed (at most 2)'),
});

export type AntiArmorScenarioCell = z.output<typeof antiArmorCellSchema>;
