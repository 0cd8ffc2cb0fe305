import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { rangedShot, rofUsed } from '../attackModifiers.js';
import { ARC_OF_ATTACK } from '../data/tables.js';
import { UNITS } from '../data/units.js';
import { VEHICLE_STATES } from '../data/vehicleDamage.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { type VehicleDistribution, type VehicleOutcome, vehicleAttackQuantities } from '../vehicleAttackQuantities.js';
import { vehicleDefenseModifier } from '../vehicleDefense.js';
import { vehicleEffects } from '../vehicleEffects.js';
import { weaponTable } from '../weaponTable.js';
import type { RangedAttackScenarioCell } from './schema.js';

/**
 * Turns a parsed ranged attack on a vehicle into an opposed cell: the ATTACK ROLL and DEFENSE ROLL
 * modifiers, the Damage Multiplier with burst fire (each point of RoF used adds one), and the
 * DAMAGE VS ARMOR result and damage state for every Margin of Success.
 */
export function normalizeRangedAttack(
  s: RangedAttackScenarioCell,
): NormalizeResult<OpposedCell<VehicleOutcome, VehicleDistribution>> {
  const issues: Issue[] = [];
  const weapon = lookUpName(weaponTable(s.weapons), s.weapon, ['weapon'], { kind: 'weapon' }, issues);
  const attackerUnit =
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
    attackerUnit,
    s.range,
    s.in_contact,
    s.obscurement,
    issues,
    s.rules['infantry-rof-bonus'],
  );
  const rof = rofUsed(s.rof_used, shot?.rofAvailable ?? 0, issues);
  if (!shot || issues.length > 0) return { ok: false, issues };

  const attackModifier = shot.modifier + ARC_OF_ATTACK[s.arc];
  const defenseModifier = vehicleDefenseModifier(
    s.defender,
    s.rules['last-move-20-plus'],
    defenderUnit,
    s.rules['defense-bonuses'],
  );
  const armor = s.defender.armor + (s.arc === 'front' ? (defenderUnit?.reinforcedFront ?? 0) : 0);
  const halve = s.attacker.heavy_damage;
  const weaponDm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(weapon.damage / 2) : weapon.damage;
  // BURST FIRE: "Each point of RoF used adds one (1) to the weapon's Damage Multiplier" (rules.burst-dm-per-rof).
  const dm = weaponDm + rof * s.rules['burst-dm-per-rof'];
  const damageOf = (mos: number) =>
    halve && s.rules['heavy-damage'] === 'final-damage' ? Math.ceil((dm * mos) / 2) : dm * mos;
  const maxCode = maxMarginCode(s.attacker.skill, attackModifier, s.rules['extra-six']);
  const { outcomeOf, valuesOf, sizes } = vehicleEffects(
    maxCode,
    damageOf,
    armor,
    VEHICLE_STATES[s.defender.damage],
    s.rules['damage-thresholds'],
  );
  return {
    ok: true,
    value: {
      attackDice: s.attacker.skill,
      attackModifier,
      defenseDice: s.defender.skill,
      defenseModifier,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      layout: vehicleAttackQuantities.layout(sizes),
      outcomeOf,
      valuesOf,
      note: `${shot.band} range; attack ${signed(attackModifier)}, defense ${signed(defenseModifier)}, DM x${dm}, Armor ${armor}`,
    },
  };
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}
