import type { CommunicationRoll } from './communicationRoll.js';

/** One normalized communicate or transfer-action cell: the communication roll, with a note for the outputs. */
export interface CommunicateCell extends CommunicationRoll {
  /**
   * ELECTRONIC WARFARE i) Jamming Communications: the enemy's EW die, and the sender side's EW die that tries to
   * foil the jam (iv; 0 for none). Absent when nobody jams (then no `jammed` distribution exists).
   */
  jam?: { die: number; counterDie: number };
  note?: string;
}
