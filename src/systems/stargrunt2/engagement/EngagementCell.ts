import type { PlanRule } from '../../engagement/PlanRule.js';
import type { CloseAssaultDiceRules } from '../assault/closeAssault/closeAssaultDice.js';
import type { CloseCombatFigure } from '../assault/closeCombatDice.js';
import type { Weapon } from '../data/weapons.js';
import type { FireDiceRules } from '../fire/fireDice.js';
import type { RangeBandEdge } from '../rangeDie.js';

/** One unit of an engagement as plain data: every name already looked up. */
export interface EngagementUnit {
  /** Its place: side a's units a1, a2 …, side b's b1 … (the names of its distributions). */
  id: string;
  name: string;
  /** 0 side a, 1 side b. */
  side: number;
  /** Sides of its quality die; its leader's LV. */
  qualityDie: number;
  leadership: number;
  /** Confidence at the start and the best a rally can reach (0 CO … 4 RO). */
  start: number;
  ceiling: number;
  /** Its weapon groups, and the group of each figure in "who buys the farm" order. */
  troops: Array<{ count: number; weapon: Weapon }>;
  /** Its figures, and the group of each in "who buys the farm" order. */
  figures: number;
  figureGroup: number[];
  /** The leader's figure (0-based). */
  leader: number;
  /** Its armour die: sides, and the faces of a house die with listed faces (docs/rules/stargrunt2.md, Custom dice). */
  armourSides: number;
  armourFaces?: readonly number[];
  powerArmour: boolean;
  /** 0 open, 1 soft, 2 hard. */
  cover: number;
  inPosition: boolean;
  /** Result of a treatment roll by face − 1: 0 dead, 1 stabilised, 2 back in action (MEDICAL TREATMENT). */
  treatmentOfFace: number[];
  /** Result of a power-armoured casualty's own roll by face − 1: 0 dead, 1 stabilised, 2 back, 3 suit disabled. */
  suitOfFace: number[];
  command: boolean;
  /** Normal movement (inches an action) and the COMBAT MOVEMENT die. */
  move: number;
  moveDie: number;
  /** Its close-combat figure (quality die, weapon shift, power armour) and whether it assaults with TERROR. */
  closeCombat: CloseCombatFigure;
  terror: boolean;
  /** Panic: 0 never, 1 the first time it is fired on (Green), 2 at the start (Untrained, first sight of the enemy). */
  panic: number;
  /** Confidence-test threat level by [events × (figures + 1) + untreated casualties]; -1 no test. Events: bit 0 first suppression, 1 casualties, 2 more casualties than survivors, 3 leader casualty. */
  threat: number[];
  plan: PlanRule[];
  /** REACTION FIRE: it holds its activation to fire at an enemy unit caught between two move actions. */
  reactionFire: boolean;
}

/** One normalized engagement cell. */
export interface EngagementCell {
  turns: number;
  range: number;
  sides: Array<{ name: string; passes: boolean }>;
  /** Side a's units first. */
  units: EngagementUnit[];
  /** 0 fewer units first, 1 fewer units second, 2 die roll, 3 alternate. */
  firstActivation: number;
  /** A side has lost when every unit is at this level or worse, or destroyed (3 BROKEN, 4 ROUTED). */
  beatenAt: number;
  fire: FireDiceRules;
  edge: RangeBandEdge;
  halfOrLess: boolean;
  newLeaderTests: boolean;
  brokenFallsBack: boolean;
  assault: CloseAssaultDiceRules;
  note?: string;
}
