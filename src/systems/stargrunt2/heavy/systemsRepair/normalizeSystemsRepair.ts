import type { NormalizeResult } from '../../../../core/Issue.js';
import type { SystemsRepairCell } from './SystemsRepairCell.js';
import type { SystemsRepairScenarioCell } from './schema.js';

/** Turns one parsed systems-repair cell into numbers (nothing to look up; the schema has checked every bound). */
export function normalizeSystemsRepair(scenario: SystemsRepairScenarioCell): NormalizeResult<SystemsRepairCell> {
  return {
    ok: true,
    value: {
      activations: scenario.activations,
      attemptsPerActivation: scenario.rules['repair-attempts'] === 'every-action' ? 2 : 1,
      successOn: scenario.success_on,
    },
  };
}
