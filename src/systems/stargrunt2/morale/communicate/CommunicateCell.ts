import type { CommunicationRoll } from './communicationRoll.js';

/** One normalized communicate or transfer-action cell: the communication roll, with a note for the outputs. */
export interface CommunicateCell extends CommunicationRoll {
  note?: string;
}
