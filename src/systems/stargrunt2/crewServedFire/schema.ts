import { z } from 'zod';
import { fireCellSchema, fireRulesSchema } from '../fire/schema.js';

/** Rule variants: fire's, plus where the weapons stand in the who-buys-the-farm count. */
const crewServedRulesSchema = z
  .strictObject({
    ...fireRulesSchema.unwrap().shape,
    'weapon-in-count': z
      .enum(['last', 'first'])
      .default('last')
      .describe('the weapons are counted after the crew (default) or first, from the nominated figure'),
  })
  .prefault({});

/** A Stargrunt II `resolve: crew-served-fire` cell: `fire`'s keys, the target being a crew-served weapon team. */
export const crewServedCellSchema = fireCellSchema.extend({
  resolve: z.literal('crew-served-fire'),
  rules: crewServedRulesSchema,
  target: fireCellSchema.shape.target.extend({
    figures: z.number().int().min(1).max(12).describe('crewmen in the weapon team (the weapon is not a figure)'),
    crew_served: z
      .strictObject({ count: z.number().int().min(1).max(3).default(1).describe('crew-served weapons in the unit') })
      .default({ count: 1 })
      .describe('the crew-served weapons rolled for as members of the unit (D8 armour, a KILL disables)'),
  }),
});

export type CrewServedScenarioCell = z.output<typeof crewServedCellSchema>;
