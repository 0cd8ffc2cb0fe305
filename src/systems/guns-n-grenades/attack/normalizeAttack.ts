import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { messages } from '../messages.js';
import { bayonetsNeedDistance } from '../resolveUnit.js';
import type { AttackCell } from './AttackCell.js';
import { attackedUnitsOf, attackerCellFields, attackerOf } from './attackParties.js';
import type { AttackScenarioCell } from './schema.js';

/**
 * Turns one parsed `attack` cell into numbers (How Combat Works, Unit Tags, Cover, Moving Your Units,
 * Unit Upgrades, Terrain Types, Vehicles).
 */
export function normalizeAttack(scenario: AttackScenarioCell): NormalizeResult<AttackCell> {
  const issues: Issue[] = [];
  const { rules } = scenario;
  const attacker = attackerOf(scenario.attacker, rules, issues);
  if (attacker && attacker.blast === 0 && scenario.others_in_blast.length > 0) {
    issues.push({ path: ['others_in_blast'], message: messages.blastWithoutRadius(attacker.armed.name) });
  }
  const paths: Issue['path'][] = [['target'], ...scenario.others_in_blast.map((_, i) => ['others_in_blast', i])];
  const targets = attackedUnitsOf(
    attacker?.armed,
    [scenario.target, ...scenario.others_in_blast],
    paths,
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
      blastHitsAll: rules.blast === 'hit-all-in-radius',
      targets,
      ...(problem
        ? { note: problem }
        : scenario.attacker.fire === 'flashbang'
          ? { note: messages.flashbangStuns }
          : {}),
    },
  };
}
