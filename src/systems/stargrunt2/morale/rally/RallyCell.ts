import type { CommunicationRoll } from '../communicate/communicationRoll.js';

/** One normalized rally cell: the communication roll, then the rallied unit's quality die against the sum of LVs. */
export interface RallyCell {
  communication: CommunicationRoll;
  sides: number;
  /** Sum of the two Leadership Values: the score to exceed. */
  needed: number;
  /** Current confidence level, 1 (ST) … 4 (RO): a unit at CO cannot be rallied. */
  start: number;
  /** The level a successful rally raises it to: `rally-levels` up from `start`, not past CO or its fatigue ceiling. */
  raisedTo: number;
  note?: string;
}
