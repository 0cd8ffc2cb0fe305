import type { Die } from '../../../../dice/dieType.js';
import type { WreckBlastTarget } from './wreckBlast.js';

/** One normalized shot of an on-table AA weapon at an airborne craft: plain data for the kernel and the exact evaluator. */
export interface AntiAirFireCell {
  /** The weapon's fire control or guidance die when it ACQUIRES and when the pilot tries to break the lock-on. */
  systemDie: number;
  /** The aircraft's ECM die (D4 without a suite): what the acquisition must beat. */
  ecm: number;
  /** The pilot evades when acquired: his quality die against another roll of the system die. */
  evades: boolean;
  /** Sides of the pilot's quality die. */
  pilotSides: number;
  /** The shot: the firer's quality die and the system die (shifted down or not, as the variant reads). */
  shotDice: number[];
  /** The Target Die of the shot: the ECM die, one type down while HOVERING (never below D4). */
  targetDie: number;
  /** Impact of a MINOR hit; a MAJOR hit multiplies it by `majorMultiplier`. */
  impact: Die;
  majorMultiplier: number;
  /** The aircraft's armour die (D12 × armour, or a softskin's die). */
  armour: Die;
  /** Impact must exceed armour × this to destroy (2: "more than twice"). */
  destroyedFactor: number;
  /** The pilot's confidence test after a hit short of DISABLE: his quality die must exceed LV + 2. */
  confidenceNeeded: number;
  /** Hovering craft come down where they are; moving ones D12 × 2 inches ahead. */
  hovering: boolean;
  /** A DISABLED craft: the pilot's quality die explodes it up to this face, crash-lands it up to the next (1, 3). */
  explodesUpTo: number;
  crashesUpTo: number;
  /** An occupant's D6 in a crash-landing: killed up to this face, wounded up to the next (1, 3). */
  killedUpTo: number;
  woundedUpTo: number;
  /** Everyone aboard, crew included: a D6 each in a crash-landing, all killed when destroyed. */
  occupants: number;
  /** Figures near where it comes down, caught in the wreck's 6" blast of impact D8 (absent: not asked). */
  nearby?: WreckBlastTarget;
  note?: string;
}
