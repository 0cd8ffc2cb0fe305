import { z } from 'zod';

/** A man-to-man `resolve: three-dice` cell: the plain 3d6 of every roll (4.0), for reference tables. */
export const threeDiceCellSchema = z.strictObject({
  system: z.literal('man-to-man'),
  resolve: z.literal('three-dice'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
});
