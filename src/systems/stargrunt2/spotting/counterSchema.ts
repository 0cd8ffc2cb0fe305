import { z } from 'zod';
import { dieShiftRule } from '../parameters.js';
import { coverSchema } from '../scenarioSchemas.js';
import { COUNTER_KINDS } from './data/spottingTables.js';

/** The inverted counter observed or fired at (HIDDEN UNITS): what it really is and where it lies. */
export const counterSchema = z.strictObject({
  kind: z
    .enum(COUNTER_KINDS)
    .default('unit')
    .describe('what the counter really is: unit | sniper | dummy | mine | booby-trap'),
  cover: coverSchema.describe('open | soft | hard: the cover the counter lies in'),
  in_position: z.boolean().default(false).describe('the hidden unit is In Position'),
});

/** Variants of SPOTTING HIDDEN UNITS shared by `spotting` and `drone`; each is documented in docs/rules/stargrunt2.md. */
export const spottingRuleFields = {
  'dummy-minor': z
    .enum(['left-inverted', 'removed'])
    .default('left-inverted')
    .describe(
      'a minor success on a dummy: left-inverted (the text: known not to be a unit) or removed (the summary: "dummies removed")',
    ),
  'flipped-counters': z
    .enum(['final', 'observable'])
    .default('final')
    .describe(
      'final: a flipped unit counter is no longer an inverted counter to observe; observable: later attempts may still reveal it',
    ),
  'spotting-die-limit': z
    .enum(['d12', 'impossible'])
    .default('d12')
    .describe(
      'd12: shifts past a D12 are ignored (closed); impossible: a counter die shifted past D12 cannot be spotted',
    ),
  'open-counters': z
    .enum(['automatic', 'roll'])
    .default('automatic')
    .describe(
      'automatic: a unit, sniper or dummy counter in the open is revealed on sight; roll: it is rolled for like one in cover',
    ),
  'spotting-band': z
    .number()
    .int()
    .min(1)
    .max(48)
    .default(12)
    .describe(
      'the counter\'s die goes up one type for every full this many inches from the observer — rulebook: SPOTTING HIDDEN UNITS, "starting with a D4, go up one die type for every full 12" of distance"',
    ),
  'spotting-soft-cover-shift': dieShiftRule(
    'die types the counter\'s die rises in SOFT cover — rulebook: SPOTTING HIDDEN UNITS, "the die rises a further 1 type if the counter is in soft cover"',
    1,
  ),
  'spotting-hard-cover-shift': dieShiftRule(
    'die types the counter\'s die rises in HARD cover — rulebook: SPOTTING HIDDEN UNITS, "or 2 types if in hard cover"',
    2,
  ),
  'spotting-in-position-shift': dieShiftRule(
    'die types the counter\'s die rises when the hidden unit is In Position — rulebook: SPOTTING HIDDEN UNITS, "If the target counter is also "in position", raise the die one more type"',
    1,
  ),
  'mine-reveal-within': z
    .number()
    .min(0)
    .max(1000)
    .default(6)
    .describe(
      'a mine or booby-trap counter is flipped face-up on a major success only within this many inches — rulebook: SPOTTING HIDDEN UNITS, "mine and booby-trap counters are left inverted unless the observer is within 6" of them"',
    ),
};

/** The rules object of SPOTTING HIDDEN UNITS, each key at the book's value unless the scenario says otherwise. */
export const spottingRulesSchema = z.strictObject(spottingRuleFields);

export type SpottingRules = {
  [K in keyof typeof spottingRuleFields]: z.output<(typeof spottingRuleFields)[K]>;
};

export type CounterInput = z.output<typeof counterSchema>;
