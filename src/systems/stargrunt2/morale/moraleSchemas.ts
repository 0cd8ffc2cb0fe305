import { z } from 'zod';
import { FATIGUE_CEILINGS } from '../data/confidenceLevels.js';
import { MOTIVATIONS } from '../data/confidenceThreatLevels.js';

/** A confidence level as written: confident | steady | shaken | broken | routed, or CO | ST | SH | BR | RO. */
export const confidenceNameSchema = z
  .string()
  .describe('confident | steady | shaken | broken | routed (or CO, ST, SH, BR, RO)');

export const fatigueSchema = z
  .enum(Object.keys(FATIGUE_CEILINGS) as ['fresh', 'tired', 'exhausted'])
  .describe('fresh | tired | exhausted: the highest confidence level a rally can reach (CO, ST, SH)');

export const motivationSchema = z
  .enum(MOTIVATIONS as ['low', 'medium', 'high'])
  .default('medium')
  .describe('mission motivation: low | medium | high (the rulebook default is medium)');

/** How a confidence test that fails badly is read; see docs/rules/stargrunt2.md. */
export const twoLevelDropSchema = z
  .enum(['half-or-less', 'less-than-half'])
  .default('half-or-less')
  .describe('a roll of half the required score or less (default) or less than half drops two levels');

/** Common fields of the common scenario header (every Stargrunt II cell has them). */
export const headerFields = {
  system: z.literal('stargrunt2'),
  title: z.string().optional(),
  description: z.string().optional(),
  trials: z.number().int().positive().optional(),
  seed: z.number().int().nonnegative().optional(),
};

/**
 * House threat levels for confidence tests: `threat_levels: { casualties: { medium: 2 } }` replaces table
 * entries by circumstance and motivation (null = NTR); a new name is a cumulative "+" row. The per-casualty
 * row is `untreated-casualty`.
 */
export const houseThreatLevelsSchema = z
  .record(
    z.string(),
    z.strictObject({
      low: z.number().int().min(0).max(20).nullable().optional(),
      medium: z.number().int().min(0).max(20).nullable().optional(),
      high: z.number().int().min(0).max(20).nullable().optional(),
    }),
  )
  .describe('house threat levels by circumstance and mission motivation (null = no test required)');
