import type { Issue, NormalizeResult } from '../../../../core/Issue.js';
import { lookUpName } from '../../../../core/lookUpName.js';
import { formatDie } from '../../../../dice/dieType.js';
import { openShiftDice } from '../../../../dice/shift.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { messages as stargruntMessages } from '../../messages.js';
import { coverShift, rangeBandNumber, rangeDieInBand, targetShiftsOf } from '../../rangeDie.js';
import { armourDieTable, weaponTable } from '../../resolveNames.js';
import { whoIsHitDie } from '../../whoIsHit.js';
import { heavyNames, heavyMessages as messages } from '../messages.js';
import type { SniperCell } from './SniperCell.js';
import type { SniperFireScenarioCell } from './schema.js';

/**
 * SNIPER FIRE: "this Range Band is TWICE that used for normal small-arms fire from troops of the
 * sniper's Quality level"; the sniper rolls his quality die and his weapon's firepower die (SNIPER
 * WEAPON TYPES); the range die is shifted for cover, In Position and a lone independent figure.
 */
export function normalizeSniperFire(scenario: SniperFireScenarioCell): NormalizeResult<SniperCell> {
  const issues: Issue[] = [];
  const { firer, target, rules } = scenario;
  const weapons = weaponTable(scenario.weapons);
  const weapon = lookUpName(weapons, firer.weapon, ['firer', 'weapon'], heavyNames.weapon, issues);
  if (weapon && weapon.class !== 'sniper') {
    const snipers = Object.keys(weapons).filter((name) => weapons[name].class === 'sniper');
    issues.push({ path: ['firer', 'weapon'], message: messages.notASniperWeapon(firer.weapon, snipers) });
  }
  const armour = lookUpName(
    armourDieTable(scenario.armour),
    target.armour,
    ['target', 'armour'],
    heavyNames.armour,
    issues,
  );
  if (target.independent && target.figures !== 1)
    issues.push({ path: ['target', 'independent'], message: messages.independentIsOneFigure });
  if ((scenario.range === undefined) === (scenario.range_band === undefined)) {
    issues.push({ path: scenario.range === undefined ? [] : ['range_band'], message: messages.rangeOrBand });
  }
  if (issues.length > 0 || !weapon || weapon.class === 'small-arms' || armour === undefined)
    return { ok: false, issues };
  const quality = QUALITY_DICE[firer.quality];
  const band =
    scenario.range_band ??
    rangeBandNumber(scenario.range!, rules['sniper-range-band-multiple'] * quality, rules['range-band-edge']);
  const shifts = targetShiftsOf(rules);
  const range = rangeDieInBand(
    band,
    { cover: target.cover, inPosition: target.in_position, loneFigure: target.independent },
    shifts,
  );
  // As in `fire`: cover raises the armour die; an excess past D12 lowers the impact die (open shift).
  // A house die off the ladder that the shift reaches is refused at its key (docs/rules/stargrunt2.md, Custom dice).
  const cover = coverShift(target.cover, shifts);
  const shifted = openShiftDice(armour, weapon.impact, cover);
  if ('offLadder' in shifted) {
    const why = `${target.cover} cover shifts the armour die ${cover} type(s) up (COVER AND CONCEALMENT)`;
    const issue =
      shifted.offLadder === 'own'
        ? {
            path: ['target', 'armour'],
            message: stargruntMessages.offLadderShift(formatDie(armour), `armour "${target.armour}"`, why),
          }
        : {
            path: ['firer', 'weapon'],
            message: stargruntMessages.offLadderShift(
              formatDie(weapon.impact),
              `impact of "${firer.weapon}"`,
              `${why}, past D12 for ${formatDie(armour)} armour, and the excess is an OPEN shift down of the impact die`,
            ),
          };
    return { ok: false, issues: [issue] };
  }
  return {
    ok: true,
    value: {
      qualityDie: quality,
      weaponDie: weapon.firepower.sides,
      ...(weapon.firepower.faces ? { weaponFaces: weapon.firepower.faces } : {}),
      rangeDie: 'impossible' in range ? 0 : range.sides,
      impact: shifted.opponent,
      armour: shifted.own,
      figures: target.figures,
      whoDie: target.figures === 1 ? 1 : whoIsHitDie(target.figures, rules['who-is-hit']),
      killMultiple: rules['kill-multiple'],
      ...('impossible' in range ? { note: messages.fireImpossible(range.impossible) } : {}),
    },
  };
}
