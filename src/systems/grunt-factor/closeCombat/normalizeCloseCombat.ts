import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import type { AttackCell } from '../common/AttackCell.js';
import { attackChancesNote } from '../common/attackChancesNote.js';
import { ARMOURY } from '../data/armoury.js';
import { messages } from '../messages.js';
import { closeCombatCellOf } from './closeCombatCellOf.js';
import type { CloseCombatScenarioCell } from './schema.js';

/**
 * Turns one parsed close-combat cell into d20 targets (Close Combat: Modifiers to attacking in close combat;
 * the Armory's Close Combat column; To damage your target; Panic; Morale: outside command radius).
 */
export function normalizeCloseCombat(scenario: CloseCombatScenarioCell): NormalizeResult<AttackCell> {
  const issues: Issue[] = [];
  const { attacker } = scenario;
  const weapon = lookUpName(ARMOURY, attacker.weapon, ['attacker', 'weapon'], { kind: 'weapon' }, issues);
  const entry = weapon?.cc ?? null;
  if (weapon && (entry === null || entry.damage === null)) {
    issues.push({ path: ['attacker', 'weapon'], message: messages.noCloseCombat(attacker.weapon) });
  }
  if (!entry || entry.damage === null || issues.length > 0) return { ok: false, issues };
  const cell = closeCombatCellOf(scenario, { ...entry, damage: entry.damage });
  const note = attackChancesNote(cell);
  return { ok: true, value: note === undefined ? cell : { ...cell, note } };
}
