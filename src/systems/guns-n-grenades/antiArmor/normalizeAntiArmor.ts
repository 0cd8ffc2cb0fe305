import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { attackedUnitsOf } from '../attack/attackParties.js';
import { messages } from '../messages.js';
import { hitDamage, UNIT_TYPE, unitTable } from '../resolveUnit.js';
import type { AntiArmorCell } from './AntiArmorCell.js';
import type { AntiArmorScenarioCell } from './schema.js';

/**
 * Turns one parsed `anti-armor` cell into what happens to the units behind the destroyed cover: each unit's life
 * track moved by the damage "hurt" is read as (variant `hurt`).
 */
export function normalizeAntiArmor(scenario: AntiArmorScenarioCell): NormalizeResult<AntiArmorCell> {
  const issues: Issue[] = [];
  const { rules } = scenario;
  const type = lookUpName(unitTable(rules), scenario.attacker.unit, ['attacker', 'unit'], UNIT_TYPE, issues);
  if (type && !type.tags.includes('anti-armor'))
    issues.push({
      path: ['attacker', 'unit'],
      message: messages.notAntiArmor(scenario.attacker.unit, rules['unit-stats']),
    });
  const armed = type && { name: scenario.attacker.unit, type, upgrade: scenario.attacker.upgrade };
  const behind = scenario.behind_cover.map((u) => ({ ...u, cover: false, hunker: false }));
  const units = attackedUnitsOf(
    armed,
    behind,
    scenario.behind_cover.map((_, i) => ['behind_cover', i]),
    undefined,
    rules,
    issues,
  );
  if (issues.length > 0 || !type) return { ok: false, issues };
  const damage = rules.hurt === 'no-harm' ? 0 : rules.hurt === 'attacker-damage' ? hitDamage(armed!, rules) : 1;
  const dead = units.filter((u) => u.next[u.start * 4 + damage] === u.dead).length;
  return { ok: true, value: { units: units.length, hurt: damage > 0 ? units.length : 0, dead } };
}
