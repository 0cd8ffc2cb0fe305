import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName, type NameKind } from '../../../../core/lookUpName.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { FireCell } from '../../fire/FireCell.js';
import { HEAVY_WEAPONS } from '../data/heavyWeapons.js';
import { GUIDED_MISSILES } from '../data/nationalMissiles.js';
import { SYSTEM_DICE } from '../data/systemDice.js';
import { infantryTargetCell } from '../infantryTarget/infantryTargetCell.js';
import { heavyMessages as messages } from '../messages.js';
import type { HeavyAtInfantryScenarioCell } from './schema.js';

/** The heavy weapons fired directly (not the guided missiles). */
const DIRECT_FIRE_WEAPONS = Object.fromEntries(Object.entries(HEAVY_WEAPONS).filter(([, w]) => !w.guided));

/** An unknown direct-fire weapon; a guided missile (generic or national) is told to use missile-fire. */
const DIRECT_FIRE_WEAPON: NameKind = {
  kind: 'weapon',
  expected: 'a direct-fire heavy weapon name',
  message: (name) =>
    Object.hasOwn(GUIDED_MISSILES, name) ? messages.missileNeedsMissileFire(name) : messages.unknownHeavyWeapon(name),
};

/**
 * HEAVY WEAPONS FIRE AGAINST INFANTRY: "resolve it exactly as for small-arms or support fire, with the
 * target squad rolling a Range die (it is a size 1 target) and the vehicle rolling its Quality die and
 * its Fire Control die ... a D8 is rolled against the Armour". The range band is 12" × size 1.
 */
export function normalizeHeavyAtInfantry(scenario: HeavyAtInfantryScenarioCell): NormalizeResult<FireCell> {
  const issues: Issue[] = [];
  const { firer } = scenario;
  // Only named for the record (every heavy weapon has impact D8 here), but it must be a direct-fire one.
  if (firer.weapon !== undefined)
    lookUpName(DIRECT_FIRE_WEAPONS, firer.weapon, ['firer', 'weapon'], DIRECT_FIRE_WEAPON, issues);
  return infantryTargetCell(
    {
      dice: [QUALITY_DICE[firer.quality], SYSTEM_DICE[firer.fire_control]],
      bandInches: 12,
      impact: { sides: 8, multiplier: 1 },
      impactAt: { name: firer.weapon ?? 'heavy weapon', path: ['firer', 'weapon'] },
      target: scenario.target,
      range: scenario.range,
      rangeBand: scenario.range_band,
      rules: scenario.rules,
      customArmour: scenario.armour,
    },
    issues,
  );
}
