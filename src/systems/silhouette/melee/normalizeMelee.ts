import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { ARC_OF_ATTACK, ATTACKER_MOVEMENT, EXTRA_ACTION, RANGE_BAND_MODIFIERS } from '../data/tables.js';
import { UNITS } from '../data/units.js';
import { damageResult, stateAfter, VEHICLE_STATES } from '../data/vehicleDamage.js';
import { messages } from '../messages.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { vehicleDefenseModifier } from '../vehicleDefense.js';
import { vehicleEffects } from '../vehicleEffects.js';
import { type MeleeDistribution, type MeleeOutcome, meleeQuantities } from './meleeQuantities.js';
import type { MeleeScenarioCell } from './schema.js';

/**
 * Turns a parsed melee attack on a vehicle into an opposed cell (MELEE ATTACKS): the attacker's Driving
 * (or Infantry) Skill with Point Blank, movement, arc and extra-action modifiers; DM of the punch (Perks),
 * kick (Size), melee weapon, or infantry grenades and bayonets (x3); ramming damages both vehicles, each
 * by MoS × the other's Impact DM.
 */
export function normalizeMelee(s: MeleeScenarioCell): NormalizeResult<OpposedCell<MeleeOutcome, MeleeDistribution>> {
  const issues: Issue[] = [];
  const a = s.attacker;
  const unit =
    a.unit === undefined ? undefined : lookUpName(UNITS, a.unit, ['attacker', 'unit'], { kind: 'unit' }, issues);
  const defenderUnit =
    s.defender.unit === undefined
      ? undefined
      : lookUpName(UNITS, s.defender.unit, ['defender', 'unit'], { kind: 'unit' }, issues);
  const need = (key: 'punch' | 'size' | 'weapon_dm' | 'impact' | 'armor', value: number | undefined) => {
    if (value === undefined)
      issues.push({ path: ['attacker', key], message: messages.meleeAttackNeeds(s.attack, key) });
    return value ?? 1;
  };
  if (a.kind === 'infantry' && s.attack !== 'infantry-assault') {
    issues.push({
      path: ['attack'],
      message: s.attack === 'ram' ? messages.infantryCannotRam : messages.infantryMeleeIsAssault,
    });
  }
  if (a.kind === 'infantry' && a.movement === 'top')
    issues.push({ path: ['attacker', 'movement'], message: messages.infantryTopSpeed });
  let dm = 1;
  if (s.attack === 'punch') dm = need('punch', a.punch ?? unit?.punch);
  else if (s.attack === 'kick') dm = need('size', a.size ?? unit?.size);
  else if (s.attack === 'melee-weapon') dm = need('weapon_dm', a.weapon_dm);
  else if (s.attack === 'infantry-assault') dm = s.rules['infantry-assault-dm'];
  const ram = s.attack === 'ram';
  const attackerImpact = ram ? need('impact', a.impact) : 0;
  const attackerArmor = ram ? need('armor', a.armor) : 0;
  if (ram && s.defender.impact === undefined) {
    issues.push({
      path: ['defender', 'impact'],
      message: messages.meleeAttackNeeds('ram', 'impact (on the defender)'),
    });
  }
  if (issues.length > 0) return { ok: false, issues };

  const attackModifier =
    (s.rules['melee-point-blank'] === 'yes' ? RANGE_BAND_MODIFIERS['point-blank'] : 0) +
    ATTACKER_MOVEMENT[a.movement] +
    ARC_OF_ATTACK[s.arc] +
    EXTRA_ACTION * a.extra_actions +
    a.modifier;
  const halve = a.heavy_damage && !ram;
  const weaponDm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(dm / 2) : dm;
  const damageOf = (mos: number) =>
    ram
      ? attackerImpact * mos
      : halve && s.rules['heavy-damage'] === 'final-damage'
        ? Math.ceil((weaponDm * mos) / 2)
        : weaponDm * mos;
  const armor = s.defender.armor + (s.arc === 'front' ? (defenderUnit?.reinforcedFront ?? 0) : 0);
  const maxCode = maxMarginCode(a.skill, attackModifier, s.rules['extra-six']);
  const thresholds = s.rules['damage-thresholds'];
  const { outcomeOf, valuesOf, sizes } = vehicleEffects(
    maxCode,
    damageOf,
    armor,
    VEHICLE_STATES[s.defender.damage],
    thresholds,
  );
  // Ramming: "Each vehicle will take an amount of damage equal to the Margin of Success of the Attack
  // multiplied by its opponent's Impact Damage Multiplier."
  const before = VEHICLE_STATES[a.damage];
  const defenderImpact = s.defender.impact ?? 0; // given whenever `ram` (checked above)
  const rammerDamage = valuesOf.margin_of_success.map((mos, code) => (ram && code >= 2 ? mos * defenderImpact : 0));
  const rammerState = rammerDamage.map((d) =>
    ram ? stateAfter(before, damageResult(d, attackerArmor, thresholds)) : before,
  );
  return {
    ok: true,
    value: {
      attackDice: a.skill,
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
      layout: meleeQuantities.layout({
        ...sizes,
        attacker_damage: Math.max(...rammerDamage) + 1,
        attacker_state_after: 5,
      }),
      outcomeOf,
      valuesOf: { ...valuesOf, attacker_damage: rammerDamage, attacker_state_after: rammerState },
      note: `${s.attack}: attack ${attackModifier >= 0 ? '+' : ''}${attackModifier}, DM x${ram ? attackerImpact : weaponDm}, Armor ${armor}`,
    },
  };
}
