import type { Issue } from '../../core/Issue.js';
import type { NameKind } from '../../core/lookUpName.js';
import {
  BAYONET_ATK, BAYONET_REACH, BODY_ARMOR_DEF, COVER_DEF, ENHANCED_RIFLING_RANGE, HOLLOW_POINT_ATK, HUNKER_DEF,
  OPTICAL_SIGHTS_RANGE, REFERENCE_SHEET, UNIT_LIST, type UnitType, type Upgrade,
} from './data/units.js';
import { messages } from './messages.js';
import type { GngRules } from './scenarioSchemas.js';

/** A unit type looked up by name, with its army's upgrade. */
export interface NamedUnit {
  name: string;
  type: UnitType;
  upgrade?: Upgrade;
}

/** How an unknown unit name is worded: `unknown unit type "…"`, expecting "a unit type". */
export const UNIT_TYPE: NameKind = { kind: 'unit type', expected: 'a unit type' };

/**
 * The unit statistics the rules choose (variant `unit-stats`), to look unit names up in with lookUpName.
 * @example unitTable({ 'unit-stats': 'reference-sheet' }).snipers.range // 12
 */
export function unitTable(rules: Pick<GngRules, 'unit-stats'>): Readonly<Record<string, UnitType>> {
  return rules['unit-stats'] === 'reference-sheet' ? REFERENCE_SHEET : UNIT_LIST;
}

/** Whether a unit counts as a Light target (Hollow Point Rounds, Body Armor). */
export function isLight(unit: NamedUnit, rules: Pick<GngRules, 'light'>): boolean {
  return unit.type.tags.includes('light') || (rules.light === 'tag-or-light-infantry' && unit.name === 'light-infantry');
}

/** The range of a unit with its army's upgrade (Optical Sights: infantry +2"; Enhanced Rifling: snipers +3"). */
export function effectiveRange(unit: NamedUnit): number {
  let range = unit.type.range;
  if (unit.upgrade === 'optical-sights' && unit.type.infantry) range += OPTICAL_SIGHTS_RANGE;
  if (unit.upgrade === 'enhanced-rifling' && unit.name === 'snipers') range += ENHANCED_RIFLING_RANGE;
  return range;
}

/**
 * Why the attacker cannot attack at this distance (range, minimum range), or undefined when it can. Without a
 * distance the attack is taken to be at one the attacker can reach.
 */
export function rangeProblem(attacker: NamedUnit, distance: number | undefined): string | undefined {
  if (distance === undefined) return undefined;
  const range = effectiveRange(attacker);
  if (distance > range) return messages.outOfRange(attacker.name, distance, range);
  if (distance < attacker.type.minRange) return messages.insideMinimumRange(attacker.name, distance, attacker.type.minRange);
  return undefined;
}

/**
 * The attacker's ATK against one target (undefined: a spot on the ground, which is not Light): its ATK, +2 with Hollow
 * Point Rounds against a Light target, +1 with Bayonets within 1½".
 * @example attackValue({ name: 'riflemen', type: UNIT_LIST.riflemen, upgrade: 'bayonets' }, medics, 1, rules) // 4
 */
export function attackValue(attacker: NamedUnit, target: NamedUnit | undefined, distance: number | undefined, rules: Pick<GngRules, 'light'>): number {
  let atk = attacker.type.atk;
  if (attacker.upgrade === 'hollow-point-rounds' && target !== undefined && isLight(target, rules)) atk += HOLLOW_POINT_ATK;
  if (attacker.upgrade === 'bayonets' && distance !== undefined && distance <= BAYONET_REACH) atk += BAYONET_ATK;
  return atk;
}

/**
 * The target's DEF: its DEF, +3 behind cover, +2 hunkered, +1 with Body Armor when not Light.
 * @example defenceValue({ name: 'riflemen', type: UNIT_LIST.riflemen, upgrade: 'body-armor' }, true, false, rules) // 6
 */
export function defenceValue(target: NamedUnit, cover: boolean, hunker: boolean, rules: Pick<GngRules, 'light'>): number {
  let def = target.type.def;
  if (cover) def += COVER_DEF;
  if (hunker) def += HUNKER_DEF;
  if (target.upgrade === 'body-armor' && !isLight(target, rules)) def += BODY_ARMOR_DEF;
  return def;
}

/** Fast Shot re-roll mode: 0 none, 1 the attacker's die, 2 both dice. */
export function fastShotMode(attacker: NamedUnit, rules: Pick<GngRules, 'fast-shot'>): 0 | 1 | 2 {
  if (!attacker.type.tags.includes('fast-shot')) return 0;
  return rules['fast-shot'] === 'reroll-both-dice' ? 2 : 1;
}

/**
 * Bayonets add ATK only within reach, so an attacker with them needs a distance: the problem when it has none.
 * @example bayonetsNeedDistance({ name: 'riflemen', type, upgrade: 'bayonets' }, undefined, ['attacker', 'upgrade'], issues)
 */
export function bayonetsNeedDistance(attacker: NamedUnit, distance: number | undefined, path: Issue['path'], issues: Issue[]): void {
  if (attacker.upgrade === 'bayonets' && distance === undefined) issues.push({ path, message: messages.bayonetsNeedDistance(attacker.name) });
}
