import { closestNames } from '../../../../core/closestNames.js';
import type { Issue, NormalizeResult } from '../../../ResolutionDefinition.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { FireCell } from '../../fire/FireCell.js';
import { HEAVY_WEAPONS } from '../data/heavyWeapons.js';
import { SYSTEM_DICE } from '../data/systemDice.js';
import { infantryTargetCell } from '../infantryTarget/infantryTargetCell.js';
import { heavyMessages as messages } from '../messages.js';
import type { HeavyAtInfantryScenarioCell } from './schema.js';

/**
 * HEAVY WEAPONS FIRE AGAINST INFANTRY: "resolve it exactly as for small-arms or support fire, with the
 * target squad rolling a Range die (it is a size 1 target) and the vehicle rolling its Quality die and
 * its Fire Control die ... a D8 is rolled against the Armour". The range band is 12" × size 1.
 */
export function normalizeHeavyAtInfantry(scenario: HeavyAtInfantryScenarioCell): NormalizeResult<FireCell> {
  const issues: Issue[] = [];
  const { firer } = scenario;
  if (firer.weapon !== undefined) {
    const known = HEAVY_WEAPONS[firer.weapon];
    if (!known || known.guided) {
      issues.push({
        path: ['firer', 'weapon'],
        message: known ? messages.missileNeedsMissileFire(firer.weapon) : messages.unknownHeavyWeapon(firer.weapon),
        expected: 'a direct-fire heavy weapon name',
        found: firer.weapon,
        suggestions: closestNames(firer.weapon, Object.keys(HEAVY_WEAPONS).filter((n) => !HEAVY_WEAPONS[n].guided)),
      });
    }
  }
  return infantryTargetCell(
    {
      dice: [QUALITY_DICE[firer.quality], SYSTEM_DICE[firer.fire_control]],
      bandInches: 12,
      impact: { sides: 8, multiplier: 1 },
      target: scenario.target,
      range: scenario.range,
      rangeBand: scenario.range_band,
      rules: scenario.rules,
      customArmour: scenario.armour,
    },
    issues,
  );
}
