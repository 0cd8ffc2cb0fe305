import type { AttackCell } from '../common/AttackCell.js';
import { coverDamage } from '../common/coverDamage.js';
import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { saveTarget } from '../common/saveTarget.js';
import type { BandEntry } from '../data/armoury.js';
import { GRADE_PROFILES } from '../data/grades.js';
import type { CloseCombatScenarioCell } from './schema.js';

/**
 * One soldier's close-combat attack as d20 targets (Close Combat: Modifiers to attacking in close combat; the
 * Armory's Close Combat column; To damage your target; Panic; Morale: outside command radius), kernel-side, with the
 * weapon's close-combat entry (with its damage) already looked up: what normalizeCloseCombat returns and an
 * engagement builds for its squads in contact.
 * @example closeCombatCellOf(cell, ARMOURY['assault-rifle'].cc!).hitFirst // d20 faces that hit
 */
export function closeCombatCellOf(
  scenario: CloseCombatScenarioCell,
  entry: BandEntry & { damage: number },
): AttackCell {
  const { attacker, target, rules } = scenario;
  let cc = GRADE_PROFILES[attacker.grade].cc;
  if (attacker.panicked) cc = halve(cc, 'down');
  if (!attacker.in_command_radius) cc = halve(cc, rules['out-of-command-rounding']);
  const m = rules['close-combat-modifiers'];
  const skill =
    cc +
    entry.hit +
    (target.position === 'level' ? 0 : m[target.position]) +
    (target.prone ? m.prone : 0) +
    (target.behind_cover ? m['behind-cover'] : 0) +
    Math.min(rules['friends-cap'], scenario.friends * m['per-friend']);
  const multiply = rules['damage-times'] === 'multiply';
  const damage =
    entry.damage * (multiply ? entry.damageTimes : 1) +
    (rules['cover-damage'] === 'apply' ? coverDamage(rules['damage-modifiers'], target.cover_material) : 0);
  const save = saveTarget(damage, target.armour ?? GRADE_PROFILES[target.grade].armour, rules['save-base']);
  return {
    attackers: 1,
    shots: entry.shots,
    hitFirst: d20Faces(skill),
    hitRest: d20Faces(skill),
    ldRoll: false,
    ldFaces: 20,
    ldPerShot: false,
    saveRolls: multiply ? 1 : entry.damageTimes,
    saveFaces: d20Faces(save),
    caught: 1,
    figures: 1,
    modifiedSkill: skill,
    save,
  };
}
