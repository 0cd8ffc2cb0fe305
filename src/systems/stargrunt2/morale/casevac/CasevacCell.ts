import type { CommunicationRoll } from '../communicate/communicationRoll.js';

/** One normalized CASEVAC cell: the call, then the evacuating squad's level and the levels of the units near it. */
export interface CasevacCell {
  /** The call's communication roll (automatic when the Casevac is already on its way, or in direct contact). */
  call: CommunicationRoll;
  /** The evacuating squad's confidence level, 0 (CO) to 4 (RO). */
  start: number;
  /** The level of each other friendly unit within 12" that has no wounded of its own. */
  nearby: number[];
  /** Levels the squad rises by D6 face (index face − 1): `squad-rise-from` and `squad-two-levels-on`. */
  squadRise: number[];
  /** Levels a nearby unit rises by D6 face (index face − 1): `nearby-rise-from`. */
  nearbyRise: number[];
  note?: string;
}
