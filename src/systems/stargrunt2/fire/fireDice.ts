import { faceValuesUnlessPlain } from '../../../dice/faceDie.js';
import { closedShiftDie } from '../../../dice/shift.js';
import type { SmallArm, Weapon } from '../data/weapons.js';
import { smallArmsFirepowerDie } from '../firepowerDie.js';
import { messages } from '../messages.js';
import { coverShift as coverShiftOf, rangeDieInBand, type TargetCover, targetShiftsOf } from '../rangeDie.js';
import { type WhoIsHitRule, whoIsHitDie } from '../whoIsHit.js';
import { armourDice } from './armourDice.js';
import type { FireCell } from './FireCell.js';
import type { ArmourGroup } from './targetArmour.js';

/** A squad's troopers with their weapons, looked up: what fires. */
export interface FiringTroops {
  /** Sides of the firer's quality die. */
  qualityDie: number;
  troops: Array<{ count: number; weapon: Weapon }>;
}

/** What is fired at: its figures, armour die (sides) and situation. */
interface FireTarget {
  figures: number;
  /** The armour die of every figure (with quick-and-dirty casualties, the one die the total is divided by). */
  armourSides: number;
  /** Mixed armour: figure groups in "who buys the farm" order with their own armour dice, instead of armourSides. */
  armourGroups?: ArmourGroup[];
  cover: TargetCover;
  inPosition: boolean;
  /** A lone independent figure (FIRING AT INDEPENDENT FIGURES). */
  independent: boolean;
  /** In column for TRAVEL MOVEMENT (absent: not). */
  travelMode?: boolean;
}

/** The rule variants of fire at infantry that change the dice. */
export interface FireDiceRules {
  casualties: 'standard' | 'quick-and-dirty';
  'who-is-hit': WhoIsHitRule;
  'quick-and-dirty-leftover': 'roll' | 'ignore';
  'quick-and-dirty-repeat-hits': 'wounded' | 'dead';
  /** EXOTIC ENVIRONMENTS: in vacuum every WOUND effect is a KILL (absent: normal). */
  environment?: 'normal' | 'vacuum';
  /** Parameters (absent: the rulebook's value): the target's die shifts, the kill multiple, the firepower die cap. */
  'soft-cover-shift'?: number;
  'hard-cover-shift'?: number;
  'in-position-shift'?: number;
  'independent-figure-shift'?: number;
  'kill-multiple'?: number;
  'firepower-die-cap'?: number;
}

/**
 * The dice of one action of fire at infantry in range band `band` (FIRE RESOLUTION, ADDING SUPPORT FIREPOWER, SMALL
 * ARMS RANGES, COVER AND CONCEALMENT, UNITS IN POSITION, FIRING AT INDEPENDENT FIGURES): plain arithmetic on data
 * already looked up, so a kernel that fires again and again (an engagement) builds its cells with the same code as
 * `resolve: fire`. The troops must include a small arm. A fire that cannot be made has range die 0 and a note.
 * @example fireDice({ qualityDie: 8, troops: [{ count: 5, weapon: AAR }] }, target, 2, rules).firerDice // [8, 10]
 */
export function fireDice(firer: FiringTroops, target: FireTarget, band: number, rules: FireDiceRules): FireCell {
  const smallArms = firer.troops.filter(
    (t): t is { count: number; weapon: SmallArm } => t.weapon.class === 'small-arms',
  );
  const firing = smallArms.filter((t) => !t.weapon.closeRange || band <= 1);
  const notes: string[] = [];
  if (firing.length > 0 && firing.length < smallArms.length) {
    notes.push(
      messages.closeRangeExcluded(sum(smallArms.filter((t) => !firing.includes(t)).map((t) => t.count)), band),
    );
  }
  const supportWeapons = firer.troops.flatMap((t) =>
    t.weapon.class === 'small-arms' ? [] : Array<Weapon>(t.count).fill(t.weapon),
  );
  const supportDice = supportWeapons.map((w) => (w.class === 'small-arms' ? 0 : w.firepower.sides));
  // House support dice with listed faces (or multiplied, d6x2): their face values beside firerDice (firerDice.ts), the
  // cell otherwise as before.
  const supportFaces = supportWeapons.map((w) =>
    w.class === 'small-arms' ? null : faceValuesUnlessPlain(w.firepower),
  );
  const firepowerDie = smallArmsFirepowerDie(
    sum(firing.map((t) => t.count * t.weapon.firepower)),
    rules['firepower-die-cap'],
  );

  const shifts = targetShiftsOf(rules);
  const situation = {
    cover: target.cover,
    inPosition: target.inPosition,
    loneFigure: target.independent,
    travelMode: target.travelMode,
  };
  const range = rangeDieInBand(band, situation, shifts);
  if (target.travelMode) notes.push(messages.travelMode);
  const impossible =
    firing.length === 0 ? messages.closeRangeOnly(band) : 'impossible' in range ? range.impossible : undefined;
  if (impossible) notes.push(messages.fireImpossible(impossible));

  // Cover shifts the armour die too; IMPACT vs ARMOUR uses OPEN shifts, so an excess past D12 lowers the impact.
  const coverShift = coverShiftOf(target.cover, shifts);
  const killMultiple = rules['kill-multiple'] ?? 2;
  const groups = target.armourGroups ?? [{ count: target.figures, sides: target.armourSides }];
  const dice = armourDice(groups, smallArms[0].weapon.impact, coverShift);
  const quickAndDirty = rules.casualties === 'quick-and-dirty';
  const rangeSides = impossible || 'impossible' in range ? 0 : range.sides;
  return {
    firerDice: [firer.qualityDie, ...(firepowerDie > 0 ? [firepowerDie] : []), ...supportDice],
    ...(supportFaces.some((f) => f !== null)
      ? { firerFaces: [null, ...(firepowerDie > 0 ? [null] : []), ...supportFaces] }
      : {}),
    rangeDie: rangeSides,
    band,
    casualties: rules.casualties,
    // THE QUICK-AND-DIRTY OPTION: divide by the armour die type, raised one type in soft cover, two in hard.
    divisor: quickAndDirty ? quickAndDirtyDivisor(target.armourSides, coverShift) : rangeSides,
    leftoverRoll: !quickAndDirty || rules['quick-and-dirty-leftover'] === 'roll',
    ...dice,
    figures: target.figures,
    whoDie: whoIsHitDie(target.figures, rules['who-is-hit']),
    repeatHitsKill: !quickAndDirty || rules['quick-and-dirty-repeat-hits'] === 'dead',
    ...(rules.environment === 'vacuum' ? { woundsKill: true } : {}),
    ...(killMultiple !== 2 ? { killMultiple } : {}),
    ...(target.travelMode ? { travelMode: true as const } : {}),
    ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
  };
}

/**
 * THE QUICK-AND-DIRTY OPTION's divisor: the armour die type, shifted by cover (a d14 in the open divides by 14; the
 * normalizers refuse a shifted one, offLadderShifts.ts).
 * @example quickAndDirtyDivisor(6, 2) // 10
 */
export function quickAndDirtyDivisor(armourSides: number, coverShift: number): number {
  const shifted = closedShiftDie({ sides: armourSides, multiplier: 1 }, coverShift);
  if ('offLadder' in shifted)
    throw new RangeError(`fireDice: cover shifts the armour die D${armourSides}, off the ladder`);
  return shifted.sides;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
