import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import type { AttackCell } from '../common/AttackCell.js';
import { attackChancesNote } from '../common/attackChancesNote.js';
import { ARMOURY, EXPLOSION_TEMPLATES, type WeaponName } from '../data/armoury.js';
import { messages } from '../messages.js';
import { rangedAttackCellOf } from './rangedAttackCellOf.js';
import type { RangedAttackScenarioCell } from './schema.js';

/**
 * Turns one parsed ranged-attack cell into d20 targets (Ranged Combat: To Hit your target, To hit modifiers,
 * To damage your target, Damage modifiers; Fire; Morale: outside command radius; Panic; Armory).
 */
export function normalizeRangedAttack(scenario: RangedAttackScenarioCell): NormalizeResult<AttackCell> {
  const issues: Issue[] = [];
  const { firer } = scenario;
  const weapon = lookUpName(ARMOURY, firer.weapon, ['firer', 'weapon'], { kind: 'weapon' }, issues);
  if (weapon && Object.values(weapon).every((e) => e === null || e.damage === null)) {
    issues.push({ path: ['firer', 'weapon'], message: messages.noDamage(firer.weapon) });
  }
  const template = EXPLOSION_TEMPLATES[firer.weapon as WeaponName];
  if (weapon && template !== undefined && scenario.target.under_template?.[template] === undefined) {
    issues.push({ path: ['target', 'under_template'], message: messages.templateSizeMissing(firer.weapon, template) });
  }
  if (!weapon || issues.length > 0) return { ok: false, issues };
  const cell = rangedAttackCellOf(scenario, weapon);
  const note = attackChancesNote(cell);
  return { ok: true, value: note === undefined ? cell : { ...cell, note } };
}
