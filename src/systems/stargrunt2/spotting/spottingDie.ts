import { closedShift } from '../../../dice/shift.js';
import { COVER_SHIFTS, type TargetCover } from '../rangeDie.js';
import { SPOTTING_BASE_DIE, SPOTTING_INCHES_PER_TYPE } from './data/spottingTables.js';

/** What the counter's die rests on: the distance from the observer and the counter's circumstances. */
export interface SpottedCounter {
  range: number;
  cover: TargetCover;
  inPosition: boolean;
}

/**
 * The die the owner of an observed counter rolls (SPOTTING HIDDEN UNITS): "starting with a D4, go up one die type for
 * every full 12" of distance; the die rises a further 1 type if the counter is in soft cover, or 2 types if in hard
 * cover. If the target counter is also "in position", raise the die one more type." The shifts are CLOSED (a D12 stays
 * a D12); with `pastD12: 'impossible'` a die shifted past D12 returns 0 (the spotting cannot succeed).
 * @example spottingDie({ range: 30, cover: 'soft', inPosition: false }, 'd12') // 10 (D4, two full 12", soft cover)
 * @example spottingDie({ range: 50, cover: 'hard', inPosition: true }, 'impossible') // 0 (seven types up)
 */
export function spottingDie(counter: SpottedCounter, pastD12: 'd12' | 'impossible'): number {
  const steps = Math.floor(counter.range / SPOTTING_INCHES_PER_TYPE) + COVER_SHIFTS[counter.cover] + (counter.inPosition ? 1 : 0);
  // Four types take a D4 to a D12.
  if (pastD12 === 'impossible' && steps > 4) return 0;
  return closedShift(SPOTTING_BASE_DIE, steps);
}
