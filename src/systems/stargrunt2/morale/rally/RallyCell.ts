import type { CounterLayout } from '../../../LegacyKernel.js';
import type { CommunicationRoll } from '../communicate/communicationRoll.js';

/** One normalized rally cell: the communication roll, then the rallied unit's quality die against the sum of LVs. */
export interface RallyCell {
  communication: CommunicationRoll;
  sides: number;
  /** Sum of the two Leadership Values: the score to exceed. */
  needed: number;
  /** Current confidence level, 0 (CO) … 4 (RO). */
  start: number;
  note?: string;
}

/**
 * Counter layout of a rally: communication_failed, rally_failed, rallied, then confidence_after (0..4).
 * @example rallyLayout().outcomes // ['communication_failed', 'rally_failed', 'rallied']
 */
export function rallyLayout(): CounterLayout {
  return { outcomes: ['communication_failed', 'rally_failed', 'rallied'], distributions: [{ name: 'confidence_after', size: 5 }] };
}
