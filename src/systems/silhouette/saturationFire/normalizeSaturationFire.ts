import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { rangedShot, rofUsed } from '../attackModifiers.js';
import { UNITS } from '../data/units.js';
import { VEHICLE_STATES } from '../data/vehicleDamage.js';
import { messages } from '../messages.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { vehicleDefenseModifier } from '../vehicleDefense.js';
import { vehicleEffects } from '../vehicleEffects.js';
import { weaponTable } from '../weaponTable.js';
import {
  type SaturationFireDistribution,
  type SaturationFireOutcome,
  saturationFireQuantities,
} from './saturationFireQuantities.js';
import type { SaturationFireScenarioCell } from './schema.js';

/**
 * Turns a parsed saturation-fire cell into an opposed cell (BURST FIRE, Saturation Fire): the attack
 * rolled normally plus half the RoF (rounded down), the RoF not added to the DM, the zone no further than
 * medium range; a unit in the zone defends against the recorded total and takes MoF × DM.
 */
export function normalizeSaturationFire(
  s: SaturationFireScenarioCell,
): NormalizeResult<OpposedCell<SaturationFireOutcome, SaturationFireDistribution>> {
  const issues: Issue[] = [];
  const weapon = lookUpName(weaponTable(s.weapons), s.weapon, ['weapon'], { kind: 'weapon' }, issues);
  const unit =
    s.attacker.unit === undefined
      ? undefined
      : lookUpName(UNITS, s.attacker.unit, ['attacker', 'unit'], { kind: 'unit' }, issues);
  const defenderUnit =
    s.defender.unit === undefined
      ? undefined
      : lookUpName(UNITS, s.defender.unit, ['defender', 'unit'], { kind: 'unit' }, issues);
  if (!weapon) return { ok: false, issues };
  const shot = rangedShot(
    s.attacker,
    weapon,
    s.weapon,
    unit,
    s.range,
    false,
    s.obscurement,
    issues,
    s.rules['infantry-rof-bonus'],
  );
  const rof = rofUsed(s.rof_used, shot?.rofAvailable ?? 0, issues);
  if (shot && shot.rofAvailable < 1) issues.push({ path: ['weapon'], message: messages.noBurst });
  if (shot && weapon.baseRange !== null && s.range > 2 * weapon.baseRange) {
    issues.push({ path: ['range'], message: messages.saturationBeyondMedium(s.range, 2 * weapon.baseRange) });
  }
  if (!shot || issues.length > 0) return { ok: false, issues };

  const attackModifier = shot.modifier + Math.floor(rof / s.rules['rof-divisor']);
  const halve = s.attacker.heavy_damage;
  const dm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(weapon.damage / 2) : weapon.damage;
  // "The total damage is equal to the defender's Margin of Failure times the Damage Multiplier of the weapon."
  const damageOf = (mof: number) =>
    halve && s.rules['heavy-damage'] === 'final-damage' ? Math.ceil((dm * mof) / 2) : dm * mof;
  const maxCode = maxMarginCode(s.attacker.skill, attackModifier, s.rules['extra-six']);
  const { outcomeOf, valuesOf, sizes } = vehicleEffects(
    maxCode,
    damageOf,
    s.defender.armor,
    VEHICLE_STATES[s.defender.damage],
    s.rules['damage-thresholds'],
  );
  return {
    ok: true,
    value: {
      attackDice: s.attacker.skill,
      attackModifier,
      defenseDice: s.defender.skill,
      defenseModifier: vehicleDefenseModifier(
        s.defender,
        s.rules['last-move-20-plus'],
        defenderUnit,
        s.rules['defense-bonuses'],
      ),
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      layout: saturationFireQuantities.layout(sizes),
      outcomeOf,
      valuesOf,
      note: `${shot.band} range; attack ${attackModifier >= 0 ? '+' : ''}${attackModifier} (half of RoF ${rof} added); DM x${dm}`,
    },
  };
}
