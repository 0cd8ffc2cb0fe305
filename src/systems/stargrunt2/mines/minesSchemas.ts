import { z } from 'zod';
import { occupantsSchema } from '../heavy/pointTarget/pointTargetSchema.js';
import { MINE_SUSPENSIONS, VEHICLE_TYPES } from './data/mineDice.js';

/** Common pieces of the mine and booby-trap schemas. */

/** How many figures of one armour are exposed: within 3" of a minefield counter, 6" of a CDM. */
export const exposedFiguresSchema = (where: string) =>
  z.number().int().min(1).max(30).describe(`figures of the unit ${where}`);

export const armourNameSchema = z
  .string()
  .describe('an armour name: basic | partial-light | full-light | light-power | heavy-power');

export const vehicleTypeSchema = z
  .enum(VEHICLE_TYPES)
  .describe("afv (armoured) | softskin: decides the occupants' casualty roll");

export const mineSuspensionSchema = z
  .enum(MINE_SUSPENSIONS)
  .describe('civilian-wheeled (D6) | military-wheeled (D10) | tracked (D10) | hover (D8) | grav (D12) | walker (D12)');

export { occupantsSchema };
