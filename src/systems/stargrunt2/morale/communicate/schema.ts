import { z } from 'zod';
import { ewTaskSchema } from '../../ewTaskSchema.js';
import { dieShiftRule } from '../../parameters.js';
import { leadershipSchema, qualitySchema } from '../../scenarioSchemas.js';
import { headerFields } from '../moraleSchemas.js';

export const bypassedLevelsSchema = z
  .number()
  .int()
  .min(0)
  .max(4)
  .default(0)
  .describe('command levels bypassed between the two units (one die type down each)');

export const directContactSchema = z.boolean().default(false).describe('in direct contact: no communication roll');

const fields = {
  ...headerFields,
  rules: z
    .strictObject({
      'bypassed-level-shift': dieShiftRule(
        'die types the communication die drops for each command level bypassed (never below a D4) — rulebook: COMMUNICATIONS, "REDUCE the die type used by one for each additional command level between the two units"',
        1,
      ),
    })
    .prefault({}),
  sender: z.strictObject({
    quality: qualitySchema,
    leadership: leadershipSchema,
    ew: ewTaskSchema
      .optional()
      .describe(
        "the sender side's EW unit trying to foil the enemy's jamming (ELECTRONIC WARFARE iv): its die must roll higher than the jamming die; needs jamming",
      ),
  }),
  receiver: z.strictObject({ quality: qualitySchema.optional(), leadership: leadershipSchema }),
  bypassed_levels: bypassedLevelsSchema,
  direct_contact: directContactSchema,
  jamming: ewTaskSchema
    .optional()
    .describe(
      'an enemy EW unit jamming the call (ELECTRONIC WARFARE i): the call fails when its die exceeds the communication roll',
    ),
};

/** A Stargrunt II `resolve: communicate` scenario cell (COMMUNICATIONS). */
export const communicateCellSchema = z.strictObject({ ...fields, resolve: z.literal('communicate') });

/** A Stargrunt II `resolve: transfer-action` scenario cell (TRANSFERRING ACTIONS: the same roll). */
export const transferActionCellSchema = z.strictObject({ ...fields, resolve: z.literal('transfer-action') });

export type CommunicateScenarioCell = z.output<typeof communicateCellSchema>;
export type TransferActionScenarioCell = z.output<typeof transferActionCellSchema>;
