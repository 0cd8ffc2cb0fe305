import type { Issue } from '../../../../core/Issue.js';
import type { FireCell } from '../../fire/FireCell.js';
import { normalizeFire } from '../../fire/normalizeFire.js';
import { fireCellSchema } from '../../fire/schema.js';
import { assaultMessages } from '../messages.js';
import type { AttackerUnitInput, CloseAssaultScenarioCell } from './schema.js';

/**
 * FINAL DEFENSIVE FIRE at one attacking unit after each face of its first combat move (index face − 1): the fire
 * cell of the defenders' troops at the unit from where that move leaves it, or null when the move reaches them
 * (or the defenders have no troops). A fire the `fire` resolution refuses pushes its issues, placed on the
 * defender or on the unit at `path`, and stops there.
 * @example defensiveFire(scenario, scenario.attacker, 6, ['attacker'], issues)[0] // the fire after a move of 2"
 */
export function defensiveFire(
  scenario: CloseAssaultScenarioCell,
  unit: AttackerUnitInput,
  moveDie: number,
  path: Issue['path'],
  issues: Issue[],
): Array<FireCell | null> {
  const { defender } = scenario;
  const fire: Array<FireCell | null> = [];
  for (let face = 1; face <= moveDie; face++) {
    if (2 * face >= scenario.distance || !defender.troops) {
      fire.push(null);
      continue;
    }
    const result = normalizeFire(
      fireCellSchema.parse({
        system: 'stargrunt2',
        resolve: 'fire',
        firer: { quality: defender.quality, troops: defender.troops },
        target: { figures: unit.figures, armour: unit.armour },
        range: scenario.distance - 2 * face,
      }),
    );
    if (!result.ok) {
      for (const issue of result.issues) {
        const where = issue.path[0] === 'firer' ? ['defender'] : issue.path[0] === 'target' ? path : [issue.path[0]];
        issues.push({ ...issue, path: [...where, ...issue.path.slice(1)], message: assaultMessages.fireRefused(issue.message) });
      }
      return fire;
    }
    fire.push(result.value);
  }
  return fire;
}
