import { z } from 'zod';
import { attackerSchema } from '../attack/schema.js';
import { defenderFields, groundBlastRulesSchema, stageSchema } from '../scenarioSchemas.js';

/** A Guns 'n Grenades `resolve: ground-blast` scenario cell (Glossary, Blast Radius: "from the specific location targeted"). */
export const groundBlastCellSchema = z.strictObject({
  system: z.literal('guns-n-grenades'),
  resolve: z.literal('ground-blast'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
  rules: groundBlastRulesSchema,
  attacker: attackerSchema,
  in_blast: z
    .array(z.strictObject({ ...defenderFields, stage: stageSchema.optional() }))
    .min(1)
    .max(10)
    .describe('the units within the blast radius of the spot aimed at'),
  distance: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe(
      'distance from the attacker to the spot aimed at, in inches; leave it out for a spot the attacker can reach (no range check)',
    ),
});

export type GroundBlastScenarioCell = z.output<typeof groundBlastCellSchema>;
