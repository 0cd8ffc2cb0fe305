import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { attackedUnitsOf, attackerCellFields, attackerOf } from '../attack/attackParties.js';
import { messages } from '../messages.js';
import { attackValue, bayonetsNeedDistance } from '../resolveUnit.js';
import type { GroundBlastCell } from './GroundBlastCell.js';
import type { GroundBlastScenarioCell } from './schema.js';

/**
 * Turns one parsed `ground-blast` cell into numbers: the attacker (a unit with a blast radius, or a launcher's grenade
 * or a flashbang), the units in the radius, and how the roll is made (variant `ground-blast`).
 */
export function normalizeGroundBlast(scenario: GroundBlastScenarioCell): NormalizeResult<GroundBlastCell> {
  const issues: Issue[] = [];
  const { rules } = scenario;
  const attacker = attackerOf(scenario.attacker, rules, issues);
  if (attacker && attacker.blast === 0)
    issues.push({ path: ['attacker', 'unit'], message: messages.groundNeedsBlast(attacker.armed.name) });
  const units = attackedUnitsOf(
    attacker?.armed,
    scenario.in_blast,
    scenario.in_blast.map((_, i) => ['in_blast', i]),
    scenario.distance,
    rules,
    issues,
  );
  if (attacker) bayonetsNeedDistance(attacker.armed, scenario.distance, ['attacker', 'upgrade'], issues);
  if (issues.length > 0 || !attacker?.track) return { ok: false, issues };

  const { fields, problem } = attackerCellFields(
    { ...attacker, track: attacker.track },
    scenario.attacker,
    scenario.distance,
    rules,
  );
  return {
    ok: true,
    value: {
      ...fields,
      spotDefends: rules['ground-blast'] === 'spot-defends',
      spotAtk: attackValue(attacker.armed, undefined, scenario.distance, rules),
      units,
      ...(problem
        ? { note: problem }
        : scenario.attacker.fire === 'flashbang'
          ? { note: messages.flashbangStunsUnits }
          : {}),
    },
  };
}
