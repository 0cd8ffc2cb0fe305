import type { Issue } from '../../core/Issue.js';
import type { NameKind } from '../../core/lookUpName.js';
import { BAYONET_REACH, REFERENCE_SHEET, UNIT_LIST, type UnitType, type Upgrade } from './data/units.js';
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
  return (
    unit.type.tags.includes('light') || (rules.light === 'tag-or-light-infantry' && unit.name === 'light-infantry')
  );
}

/** The range of a unit with its army's upgrade (Optical Sights: infantry +2"; Enhanced Rifling: snipers +3"; rules.upgrade-bonuses). */
export function effectiveRange(unit: NamedUnit, rules: Pick<GngRules, 'upgrade-bonuses'>): number {
  let range = unit.type.range;
  if (unit.upgrade === 'optical-sights' && unit.type.infantry)
    range += rules['upgrade-bonuses']['optical-sights-range'];
  if (unit.upgrade === 'enhanced-rifling' && unit.name === 'snipers')
    range += rules['upgrade-bonuses']['enhanced-rifling-range'];
  return range;
}

/**
 * Life stages one hit of the unit moves its target along: a vehicle's "Deals N units of Damage", Deadly's 2
 * (rules.deadly-damage), else 1.
 * @example hitDamage({ name: 'grenadier', type: UNIT_LIST.grenadier }, { 'deadly-damage': 3 }) // 3
 */
export function hitDamage(unit: NamedUnit, rules: Pick<GngRules, 'deadly-damage'>): number {
  if (unit.type.vehicle) return unit.type.damage;
  return unit.type.tags.includes('deadly') ? rules['deadly-damage'] : 1;
}

/**
 * Why the attacker cannot attack at this distance (range, minimum range), or undefined when it can. Without a
 * distance the attack is taken to be at one the attacker can reach.
 */
export function rangeProblem(
  attacker: NamedUnit,
  distance: number | undefined,
  rules: Pick<GngRules, 'upgrade-bonuses'>,
): string | undefined {
  if (distance === undefined) return undefined;
  const range = effectiveRange(attacker, rules);
  if (distance > range) return messages.outOfRange(attacker.name, distance, range);
  if (distance < attacker.type.minRange)
    return messages.insideMinimumRange(attacker.name, distance, attacker.type.minRange);
  return undefined;
}

/**
 * The attacker's ATK against one target (undefined: a spot on the ground, which is not Light): its ATK, +2 with Hollow
 * Point Rounds against a Light target, +1 with Bayonets within 1½" (rules.upgrade-bonuses).
 * @example attackValue({ name: 'riflemen', type: UNIT_LIST.riflemen, upgrade: 'bayonets' }, medics, 1, rules) // 4
 */
export function attackValue(
  attacker: NamedUnit,
  target: NamedUnit | undefined,
  distance: number | undefined,
  rules: Pick<GngRules, 'light' | 'upgrade-bonuses'>,
): number {
  let atk = attacker.type.atk;
  const bonuses = rules['upgrade-bonuses'];
  if (attacker.upgrade === 'hollow-point-rounds' && target !== undefined && isLight(target, rules))
    atk += bonuses['hollow-point-atk'];
  if (attacker.upgrade === 'bayonets' && distance !== undefined && distance <= BAYONET_REACH)
    atk += bonuses['bayonets-atk'];
  return atk;
}

/**
 * The target's DEF: its DEF, +3 behind cover, +2 hunkered (rules.cover-def, rules.hunker-def), +1 with Body Armor
 * when not Light (rules.upgrade-bonuses).
 * @example defenceValue({ name: 'riflemen', type: UNIT_LIST.riflemen, upgrade: 'body-armor' }, true, false, rules) // 6
 */
export function defenceValue(
  target: NamedUnit,
  cover: boolean,
  hunker: boolean,
  rules: Pick<GngRules, 'light' | 'cover-def' | 'hunker-def' | 'upgrade-bonuses'>,
): number {
  let def = target.type.def;
  if (cover) def += rules['cover-def'];
  if (hunker) def += rules['hunker-def'];
  if (target.upgrade === 'body-armor' && !isLight(target, rules)) def += rules['upgrade-bonuses']['body-armor-def'];
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
export function bayonetsNeedDistance(
  attacker: NamedUnit,
  distance: number | undefined,
  path: Issue['path'],
  issues: Issue[],
): void {
  if (attacker.upgrade === 'bayonets' && distance === undefined)
    issues.push({ path, message: messages.bayonetsNeedDistance(attacker.name) });
}
