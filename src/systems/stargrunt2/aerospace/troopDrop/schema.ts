import { z } from 'zod';
import { headerFields } from '../../morale/moraleSchemas.js';
import { qualitySchema } from '../../scenarioSchemas.js';

/** A Stargrunt II `resolve: troop-drop` cell: a unit put on the ground from the air, by landing, hover drop or insertion. */
export const troopDropCellSchema = z.strictObject({
  ...headerFields,
  resolve: z.literal('troop-drop'),
  method: z
    .enum(['landing', 'rope', 'jump', 'paradrop', 'orbital'])
    .describe('landing: the VTOL puts down on an LZ; rope or jump: from a hovering craft; paradrop or orbital: HIGH-ALTITUDE OR ORBITAL INSERTION'),
  quality: qualitySchema.describe('the unit\'s quality (for landing, the crew\'s)'),
  figures: z.number().int().min(1).max(30).describe('men dropped'),
  craft: z.enum(['vtol', 'grav']).default('vtol').describe('rope and jump: the hovering craft (no abseiling from a grav vehicle)'),
  lz: z.enum(['clear', 'obstructed']).default('clear').describe('landing: a completely clear LZ, or one with a minor obstruction'),
  terrain: z
    .enum(['open', 'difficult', 'bad', 'urban', 'water'])
    .default('open')
    .describe('where the men come down: rope and jump open | difficult (woods, hillsides, roofs); paradrop and orbital open | bad | urban | water'),
  clearing_radius: z
    .number()
    .min(0)
    .max(40)
    .optional()
    .describe('paradrop and orbital: men within this many inches of the marker land in the open, the others in `terrain`'),
  power_armour: z.boolean().default(false).describe('Powered Infantry: may drop from orbit, and wade ashore from water unless the die shows 1–3'),
});

export type TroopDropScenarioCell = z.output<typeof troopDropCellSchema>;
