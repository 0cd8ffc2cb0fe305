import { z } from 'zod';
import { EW_LEVELS, EW_MARKERS_AT_MOST } from './data/electronicWarfare.js';

/**
 * An active EW unit's one task (ELECTRONIC WARFARE, ECM AND JAMMING): its system's level and the EW markers spent on
 * it, shared by `missile-fire` (spoofing a guided missile) and `communicate` (jamming a call).
 * @example ewTaskSchema.parse({ level: 'basic' }).markers // 1
 */
export const ewTaskSchema = z.strictObject({
  level: z.enum(EW_LEVELS).describe('the EW system: basic D6 | enhanced D8 | superior D10'),
  markers: z
    .number()
    .int()
    .min(1)
    .max(EW_MARKERS_AT_MOST)
    .default(1)
    .describe(
      'EW markers spent on the task (1 to 3): each one past the first raises the die one type, never above D12',
    ),
});
