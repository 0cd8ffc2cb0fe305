import type { Die } from '../../../dice/dieType.js';

/** The dice of STEP 3 against a group of `count` figures wearing one armour, after cover. */
export interface ArmourDice {
  count: number;
  impact: Die;
  armour: Die;
}

/**
 * One normalized cell of fire at infantry: plain data (it crosses to the worker threads), every
 * name already turned into dice. Built by normalizeFire, read by the kernel and the exact evaluator.
 */
export interface FireCell {
  /** Sides of the firer's dice: quality die, small-arms firepower die, then one per support weapon. */
  firerDice: number[];
  /**
   * House support dice with listed faces: each firer die's faces (null: a d-N, read from firerDice), present only when
   * one has them; then that die's entry in firerDice is its count of faces. Read through firerDice.ts.
   */
  firerFaces?: Array<readonly number[] | null>;
  /** Sides of the target's range die; 0 when the fire is impossible. */
  rangeDie: number;
  /** Range band the target is in. */
  band: number;
  casualties: 'standard' | 'quick-and-dirty';
  /** Die type dividing the total score: the range die, or the (cover-shifted) armour die for quick-and-dirty. */
  divisor: number;
  /** Whether left-over points get the chance roll for one more hit. */
  leftoverRoll: boolean;
  /** Impact die of the small-arms type, after any open shift from the armour (of the first group when armourGroups is given). */
  impact: Die;
  /** Armour die after the cover shift (closed at D12; the excess lowered the impact die); the first group's when mixed. */
  armour: Die;
  /**
   * Mixed armour: the figure groups in "who buys the farm" order, each with its own impact and armour dice after
   * cover; absent when every figure rolls the same pair (then `impact` and `armour`). Read through figureArmour.ts.
   */
  armourGroups?: ArmourDice[];
  figures: number;
  /** Sides of the "who buys the farm" die. */
  whoDie: number;
  /** Whether a second hit on a figure already hit kills it (always in the standard procedure). */
  repeatHitsKill: boolean;
  /**
   * EXOTIC ENVIRONMENTS, vacuum: "All WOUND effects should be considered as KILLS". Present only when true, so the
   * cells of every other fire are what they were.
   */
  woundsKill?: boolean;
  /** STEP 3: a KILL when the impact exceeds this many times the armour roll (parameter `kill-multiple`); absent: 2. */
  killMultiple?: number;
  /** The target is in TRAVEL MOVEMENT column: suppressed whatever the result (absent: not; see travelSuppression.ts). */
  travelMode?: true;
  /** Why the fire is impossible, or which troopers could not fire. */
  note?: string;
}
