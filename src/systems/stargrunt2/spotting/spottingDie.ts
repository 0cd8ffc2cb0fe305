import { closedShift } from '../../../dice/shift.js';
import type { TargetCover } from '../rangeDie.js';
import type { SpottingRules } from './counterSchema.js';
import { SPOTTING_BASE_DIE } from './data/spottingTables.js';

/** What the counter's die rests on: the distance from the observer and the counter's circumstances. */
interface SpottedCounter {
  range: number;
  cover: TargetCover;
  inPosition: boolean;
}

/** The parameters and the variant the counter's die rests on. */
type SpottingDieRules = Pick<
  SpottingRules,
  | 'spotting-die-limit'
  | 'spotting-band'
  | 'spotting-soft-cover-shift'
  | 'spotting-hard-cover-shift'
  | 'spotting-in-position-shift'
>;

/**
 * The die the owner of an observed counter rolls (SPOTTING HIDDEN UNITS): "starting with a D4, go up one die type for
 * every full 12" of distance; the die rises a further 1 type if the counter is in soft cover, or 2 types if in hard
 * cover. If the target counter is also "in position", raise the die one more type." The shifts are CLOSED (a D12 stays
 * a D12); with `spotting-die-limit: impossible` a die shifted past D12 returns 0 (the spotting cannot succeed). The
 * 12", the cover shifts and the In Position shift are parameters (`spotting-band`, `spotting-…-shift`).
 * @example spottingDie({ range: 30, cover: 'soft', inPosition: false }, { 'spotting-die-limit': 'd12', 'spotting-band': 12, 'spotting-soft-cover-shift': 1, 'spotting-hard-cover-shift': 2, 'spotting-in-position-shift': 1 }) // 10 (D4, two full 12", soft cover)
 * @example spottingDie({ range: 50, cover: 'hard', inPosition: true }, { 'spotting-die-limit': 'impossible', 'spotting-band': 12, 'spotting-soft-cover-shift': 1, 'spotting-hard-cover-shift': 2, 'spotting-in-position-shift': 1 }) // 0 (seven types up)
 */
export function spottingDie(counter: SpottedCounter, rules: SpottingDieRules): number {
  const cover = { open: 0, soft: rules['spotting-soft-cover-shift'], hard: rules['spotting-hard-cover-shift'] }[
    counter.cover
  ];
  const steps =
    Math.floor(counter.range / rules['spotting-band']) +
    cover +
    (counter.inPosition ? rules['spotting-in-position-shift'] : 0);
  // Four types take a D4 to a D12.
  if (rules['spotting-die-limit'] === 'impossible' && steps > 4) return 0;
  return closedShift(SPOTTING_BASE_DIE, steps);
}
