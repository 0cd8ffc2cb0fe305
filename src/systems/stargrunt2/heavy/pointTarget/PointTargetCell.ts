import type { Die } from '../../../../dice/dieType.js';

/**
 * One normalized shot at a point target (a vehicle, groundmount or building), shared by `point-fire`
 * and `missile-fire`: plain data that crosses to the worker threads.
 */
export interface PointTargetCell {
  /** Sides of the firer's dice (quality die first; a house die with listed faces: its count of faces). */
  firerDice: number[];
  /** Each firer die's listed faces (null: a d-N, 1..sides), where a house die has them; absent when none has. */
  firerFaces?: Array<readonly number[] | null>;
  /** Sides of the target's die (range die or ECM die); 0 when the shot is impossible. */
  targetDie: number;
  /**
   * `heavy`: HEAVY WEAPON FIRE AT POINT TARGETS (minor / major hit, penetration, non-penetrating hits,
   * occupants by weapon size). `small-arms`: FIRING SMALL ARMS AT POINT TARGETS (a major success rolls
   * once as a minor hit; no non-penetrating effects; occupants roll 1 dead, 2 wounded).
   */
  mode: 'heavy' | 'small-arms';
  /** Small arms only: false when the armour is class 2 or better ("there can be NO EFFECT other than the suppression"). */
  penetrable: boolean;
  /** Impact die of a minor hit. */
  impact: Die;
  /** Multiplier of the impact score on a major hit (2, or 1 for weapons without the asterisk). */
  majorMultiplier: number;
  /** Armour die of the target (D12 × armour class, or a soft-skin's die). */
  armour: Die;
  /** Impact must exceed armour × this to destroy (2: "more than twice" the armour score). */
  destroyedFactor: number;
  /** Sides of the suspension die; 0 when a non-penetrating hit cannot damage the suspension. */
  suspension: number;
  /** Whether the suspension roll re-rolls the impact die or reuses the penetration roll's impact score. */
  suspensionImpact: 'reroll' | 'reuse';
  /** Size class of the weapon: an occupant's armour roll must exceed it (doubled if destroyed). */
  weaponSize: number;
  /** Armour die sides of each occupant, one entry per figure. */
  occupants: number[];
  /**
   * Each occupant's armour face values (null: 1..sides) where a house armour die is not a plain d-N (listed faces, or
   * multiplied); absent when every occupant rolls a plain d-N.
   */
  occupantFaces?: Array<readonly number[] | null>;
  /**
   * The crew's CONFIDENCE TEST at threat level 3 when the vehicle is IMMOBILISED (NON-PENETRATING HITS);
   * absent when the scenario gives no `target.crew` (then no test is modelled and no crew distributions exist).
   */
  crew?: CrewTest;
  /**
   * Missile fire only: the DECOYS that try to draw the missile off, before the hit is rolled; absent when none
   * (then no `decoyed` distribution exists).
   */
  decoys?: DecoyRolls;
  /**
   * Missile fire only: the target side's EW unit spoofing the missile's guidance (ELECTRONIC WARFARE iii), and
   * the firer side's EW unit trying to foil it (iv); absent when none (then no `jammed` distribution exists).
   */
  ew?: EwSpoof;
  /**
   * BUILDINGS AND FORTIFICATIONS: the size class of the building whose window or door (this target) is aimed at; a
   * miss rolls a D6 that misses the structure when it exceeds this. Absent for every other shot.
   */
  buildingSize?: number;
  /** Why the shot is impossible, or anything else the designer should know. */
  note?: string;
}

/** The crew's confidence test after immobilisation: plain numbers, as in a `confidence-test` cell. */
export interface CrewTest {
  /** Sides of the crew's quality die. */
  sides: number;
  /** The score to exceed: LV + 3. */
  needed: number;
  /** Confidence level before the shot, 0 (CO) to 4 (RO). */
  start: number;
  /** Two levels are lost on half the score or less (true) or less than half (false). */
  halfOrLess: boolean;
}

/** DECOYS: each decoy's D8 in an opposed roll against the missile's guidance die, rolled afresh for each. */
export interface DecoyRolls {
  /** How many decoys roll against this missile (a vehicle's launcher, emplaced decoys within 6"). */
  count: number;
  /** Sides of the missile's guidance die. */
  guidance: number;
}

/** The EW die against the firer's hit roll, and the opposing EW die that may foil it. */
export interface EwSpoof {
  /** Sides of the spoofing EW die (its level, one type up per extra marker). */
  die: number;
  /** Sides of the firer side's EW die that tries to foil the spoof; 0 when none. */
  counterDie: number;
  /** Indices into `firerDice` of the dice the EW die may beat (every die, or the guidance die alone). */
  against: number[];
}
