import { z } from 'zod';
import { coverSchema } from '../scenarioSchemas.js';
import { COUNTER_KINDS } from './data/spottingTables.js';

/** The inverted counter observed or fired at (HIDDEN UNITS): what it really is and where it lies. */
export const counterSchema = z.strictObject({
  kind: z.enum(COUNTER_KINDS).default('unit').describe('what the counter really is: unit | sniper | dummy | mine | booby-trap'),
  cover: coverSchema.describe('open | soft | hard: the cover the counter lies in'),
  in_position: z.boolean().default(false).describe('the hidden unit is In Position'),
});

/** Variants of SPOTTING HIDDEN UNITS shared by `spotting` and `drone`; each is documented in docs/rules/stargrunt2.md. */
export const spottingRuleFields = {
  'dummy-minor': z
    .enum(['left-inverted', 'removed'])
    .default('left-inverted')
    .describe('a minor success on a dummy: left-inverted (the text: known not to be a unit) or removed (the summary: "dummies removed")'),
  'flipped-counters': z
    .enum(['final', 'observable'])
    .default('final')
    .describe('final: a flipped unit counter is no longer an inverted counter to observe; observable: later attempts may still reveal it'),
  'spotting-die-limit': z
    .enum(['d12', 'impossible'])
    .default('d12')
    .describe('d12: shifts past a D12 are ignored (closed); impossible: a counter die shifted past D12 cannot be spotted'),
  'open-counters': z
    .enum(['automatic', 'roll'])
    .default('automatic')
    .describe('automatic: a unit, sniper or dummy counter in the open is revealed on sight; roll: it is rolled for like one in cover'),
};

export const SPOTTING_RULE_DEFAULTS = {
  'dummy-minor': 'left-inverted',
  'flipped-counters': 'final',
  'spotting-die-limit': 'd12',
  'open-counters': 'automatic',
} as const;

export type SpottingRules = {
  [K in keyof typeof spottingRuleFields]: z.output<(typeof spottingRuleFields)[K]>;
};

export type CounterInput = z.output<typeof counterSchema>;
