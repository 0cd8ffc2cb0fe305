import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { rangedShot, rofUsed } from '../attackModifiers.js';
import { ARC_OF_ATTACK } from '../data/tables.js';
import { UNITS } from '../data/units.js';
import { VEHICLE_STATES } from '../data/vehicleDamage.js';
import { messages } from '../messages.js';
import type { MultiOpposedCell } from '../opposed/MultiOpposedCell.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import { vehicleDefenseModifier } from '../vehicleDefense.js';
import { vehicleEffects } from '../vehicleEffects.js';
import { weaponTable } from '../weaponTable.js';
import type { WalkingFireScenarioCell } from './schema.js';
import {
  type WalkingFireDistribution,
  type WalkingFireOutcome,
  walkingFireQuantities,
} from './walkingFireQuantities.js';

/**
 * Turns a parsed walking-fire cell into independent attacks (BURST FIRE, Walking Fire): at most RoF + 1
 * targets, each rolled separately, the RoF for damage reduced by one for each extra target.
 */
export function normalizeWalkingFire(
  s: WalkingFireScenarioCell,
): NormalizeResult<MultiOpposedCell<WalkingFireOutcome, WalkingFireDistribution>> {
  const issues: Issue[] = [];
  const weapon = lookUpName(weaponTable(s.weapons), s.weapon, ['weapon'], { kind: 'weapon' }, issues);
  const unit =
    s.attacker.unit === undefined
      ? undefined
      : lookUpName(UNITS, s.attacker.unit, ['attacker', 'unit'], { kind: 'unit' }, issues);
  if (!weapon) return { ok: false, issues };
  const shots = s.targets.map((t, i) => {
    const before = issues.length;
    const shot = rangedShot(
      s.attacker,
      weapon,
      s.weapon,
      unit,
      t.range,
      t.in_contact,
      t.obscurement,
      issues,
      s.rules['infantry-rof-bonus'],
    );
    for (const issue of issues.slice(before)) issue.path = ['targets', i, ...issue.path];
    return shot;
  });
  const available = shots[0]?.rofAvailable ?? 0;
  const rof = rofUsed(s.rof_used, available, issues);
  if (available < 1) issues.push({ path: ['weapon'], message: messages.noBurst });
  if (s.targets.length > rof + 1)
    issues.push({ path: ['targets'], message: messages.tooManyTargets(s.targets.length, rof + 1) });
  const defenderUnits = s.targets.map((t, i) =>
    t.defender.unit === undefined
      ? undefined
      : lookUpName(UNITS, t.defender.unit, ['targets', i, 'defender', 'unit'], { kind: 'unit' }, issues),
  );
  if (issues.length > 0 || shots.some((x) => !x)) return { ok: false, issues };

  // "For each extra target, the weapon's RoF is reduced by one for damage purposes"
  const damageRof = Math.max(0, rof - (s.targets.length - 1));
  const halve = s.attacker.heavy_damage;
  const weaponDm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(weapon.damage / 2) : weapon.damage;
  const dm = weaponDm + damageRof * s.rules['burst-dm-per-rof'];
  const damageOf = (mos: number) =>
    halve && s.rules['heavy-damage'] === 'final-damage' ? Math.ceil((dm * mos) / 2) : dm * mos;
  const attacks = s.targets.map((t, i) => {
    const attackModifier = shots[i]!.modifier + ARC_OF_ATTACK[t.arc];
    const armor = t.defender.armor + (t.arc === 'front' ? (defenderUnits[i]?.reinforcedFront ?? 0) : 0);
    const { outcomeOf, valuesOf } = vehicleEffects(
      maxMarginCode(s.attacker.skill, attackModifier, s.rules['extra-six']),
      damageOf,
      armor,
      VEHICLE_STATES[t.defender.damage],
      s.rules['damage-thresholds'],
    );
    return {
      attackDice: s.attacker.skill,
      attackModifier,
      defenseDice: t.defender.skill,
      defenseModifier: vehicleDefenseModifier(
        t.defender,
        s.rules['last-move-20-plus'],
        defenderUnits[i],
        s.rules['defense-bonuses'],
      ),
      valuesOf: {
        targets_hit: outcomeOf.map((o) => (o !== 'miss' ? 1 : 0)),
        targets_damaged: outcomeOf.map((o) => (o !== 'miss' && o !== 'no_effect' ? 1 : 0)),
        targets_destroyed: valuesOf.state_after.map((st) => (st === 4 ? 1 : 0)),
        total_damage: valuesOf.damage,
      },
    };
  });
  const n = s.targets.length;
  const maxDamage = attacks.reduce((sum, a) => sum + Math.max(...a.valuesOf.total_damage), 0);
  return {
    ok: true,
    value: {
      attacks,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      layout: walkingFireQuantities.layout({
        targets_hit: n + 1,
        targets_damaged: n + 1,
        targets_destroyed: n + 1,
        total_damage: maxDamage + 1,
      }),
      outcomeBy: 'targets_damaged',
      outcomeOf: Array.from(
        { length: n + 1 },
        (_, k): WalkingFireOutcome => (k === 0 ? 'none_damaged' : k < n ? 'some_damaged' : 'all_damaged'),
      ),
      note: `${n} target(s): RoF ${rof} fired, ${damageRof} for damage; DM x${dm}; attack ${attacks.map((a) => a.attackModifier).join(' / ')}`,
    },
  };
}
