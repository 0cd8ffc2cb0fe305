import { SUSPENSION_DICE } from '../../heavy/data/suspension.js';

/** The three kinds of conventional minefield: BLACK (AP), RED (AV) or BOTH (mixed) symbols on the counter. */
export const FIELD_TYPES = ['ap', 'av', 'mixed'] as const;
type FieldType = (typeof FIELD_TYPES)[number];

/**
 * The faces of a figure's quality die that get it caught: "If the minefield is a pure AP type, then each man is caught
 * by a mine if he rolls a 1, 2 or 3; if it is a MIXED minefield then each figure will only get attacked on a roll of 1
 * or 2"; "Infantry will NOT set off AV mines".
 * @example AP_CAUGHT_FACES.mixed // 2
 */
export const AP_CAUGHT_FACES: Record<FieldType, number> = { ap: 3, mixed: 2, av: 0 };

/**
 * The D6 face from which a vehicle is attacked: "pure AV mined areas will automatically be attacked by a mine; in
 * MIXED fields roll a D6, with the vehicle being attacked on a roll of 3 or more"; "(AP mines have no effect)".
 * 1: always; 7: never.
 * @example AV_ATTACK_FROM.mixed // 3
 */
export const AV_ATTACK_FROM: Record<FieldType, number> = { av: 1, mixed: 3, ap: 7 };

/**
 * The suspension die an AV mine rolls against: as for suspension hits (NON-PENETRATING HITS ON VEHICLES), but
 * "UNLIKE suspension hits from direct fire, GRAV (ground-skimming) and WALKER type vehicles roll a D12".
 * @example MINE_SUSPENSION_DICE.grav // 12
 */
export const MINE_SUSPENSION_DICE = {
  'civilian-wheeled': SUSPENSION_DICE['civilian-wheeled'],
  'military-wheeled': SUSPENSION_DICE['military-wheeled'],
  tracked: SUSPENSION_DICE.tracked,
  hover: SUSPENSION_DICE.hover,
  grav: 12,
  walker: 12,
} as const;

type MineSuspension = keyof typeof MINE_SUSPENSION_DICE;
export const MINE_SUSPENSIONS = Object.keys(MINE_SUSPENSION_DICE) as [MineSuspension, ...MineSuspension[]];

/** Armoured fighting vehicle or soft-skin: it decides the occupants' casualty roll (and CDMs' effect). */
export const VEHICLE_TYPES = ['afv', 'softskin'] as const;

/**
 * BOOBY TRAPS: "the player that placed the trap rolls a D8"; "the trap's Impact die, which is a D8 in most cases";
 * figures in contact are attacked "with an Impact die one lower than the main attack (ie: a D6 for most booby-traps)".
 */
export const BOOBY_TRAP_TRIGGER_DIE = 'd8';
export const BOOBY_TRAP_IMPACT_DIE = 'd8';
