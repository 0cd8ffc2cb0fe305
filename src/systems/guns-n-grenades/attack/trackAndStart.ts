import type { Issue } from '../../../core/Issue.js';
import { lifeTrack, type StageName, stateOfStage } from '../lifeTrack.js';
import { messages } from '../messages.js';
import type { NamedUnit } from '../resolveUnit.js';
import type { AttackRules } from '../scenarioSchemas.js';

/** A unit's life track and its starting state (default Healthy / Good); an issue when the stage name does not fit the unit. */
export function trackAndStart(
  unit: NamedUnit,
  stage: StageName | undefined,
  path: Issue['path'],
  rules: Pick<AttackRules, 'tough-multiple-damage' | 'tough-hits'>,
  issues: Issue[],
): (ReturnType<typeof lifeTrack> & { start: number }) | undefined {
  const tough = unit.type.tags.includes('tough');
  const start = stage === undefined ? 0 : stateOfStage(stage, tough, unit.type.vehicle, rules['tough-hits']);
  if (start === undefined) {
    const allowed = unit.type.vehicle
      ? 'good, glanced, shaken'
      : tough && rules['tough-hits'] > 1
        ? 'healthy, healthy-hit-once, wounded, bloodied'
        : 'healthy, wounded, bloodied';
    issues.push({
      path,
      message: messages.stageDoesNotFit(stage ?? '', unit.name, allowed),
      expected: allowed,
      found: stage,
    });
    return undefined;
  }
  return { ...lifeTrack(tough, rules['tough-multiple-damage'], rules['tough-hits']), start };
}
