import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { FireCell } from '../../fire/FireCell.js';
import { weaponTable } from '../../resolveNames.js';
import { infantryTargetCell } from '../infantryTarget/infantryTargetCell.js';
import { heavyNames, heavyMessages as messages } from '../messages.js';
import type { SupportFireScenarioCell } from './schema.js';

/**
 * INDIVIDUAL FIRE OF SUPPORT WEAPONS at infantry: "the firer rolls just two dice, his QUALITY die ...
 * and the Firepower die for the specific weapon type"; the small-arms range band of his quality (12"
 * on a groundmount or vehicle against these size 1 targets); hits use the weapon's own impact die.
 * UNGUIDED ROCKETS: the IAVR fires the same way, with the small-arms band whatever the target.
 */
export function normalizeSupportFire(scenario: SupportFireScenarioCell): NormalizeResult<FireCell> {
  const issues: Issue[] = [];
  const { firer } = scenario;
  const weapon = lookUpName(
    weaponTable(scenario.weapons),
    firer.weapon,
    ['firer', 'weapon'],
    heavyNames.weapon,
    issues,
  );
  if (weapon && weapon.class === 'small-arms')
    issues.push({ path: ['firer', 'weapon'], message: messages.needsSupportWeapon(firer.weapon) });
  if (firer.mounted && firer.weapon === 'iavr')
    issues.push({ path: ['firer', 'mounted'], message: messages.iavrNotMultiplied });
  if (!weapon || weapon.class === 'small-arms') return { ok: false, issues };
  const quality = QUALITY_DICE[firer.quality];
  return infantryTargetCell(
    {
      dice: [quality, weapon.firepower.sides],
      ...(weapon.firepower.faces ? { firerFaces: [null, weapon.firepower.faces] } : {}),
      bandInches: firer.mounted ? 12 : quality,
      impact: weapon.impact,
      impactAt: { name: firer.weapon, path: ['firer', 'weapon'] },
      target: scenario.target,
      range: scenario.range,
      rangeBand: scenario.range_band,
      rules: scenario.rules,
      customArmour: scenario.armour,
    },
    issues,
  );
}
