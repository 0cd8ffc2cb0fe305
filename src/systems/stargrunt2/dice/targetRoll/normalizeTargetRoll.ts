import type { NormalizeResult } from '../../../../core/Issue.js';
import { readDie } from '../../../../dice/faceDie.js';
import type { TargetRollScenarioCell } from './schema.js';
import type { TargetRollCell } from './TargetRollCell.js';

/**
 * The die's sides and the target number.
 * @example normalizeTargetRoll({ …, die: 'd8', target: 2 }) // { ok: true, value: { sides: 8, target: 2 } }
 */
export function normalizeTargetRoll(scenario: TargetRollScenarioCell): NormalizeResult<TargetRollCell> {
  // The schema admits only plain d-N dice, so the die reads.
  return { ok: true, value: { sides: readDie(scenario.die)!.sides, target: scenario.target } };
}
