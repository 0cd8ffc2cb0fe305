import type { Issue, NormalizeResult } from '../../ResolutionDefinition.js';
import { rangedShot, rofUsed } from '../attackModifiers.js';
import { ARC_OF_ATTACK } from '../data/tables.js';
import { VEHICLE_STATES } from '../data/vehicleDamage.js';
import { messages } from '../messages.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import type { MultiOpposedCell } from '../opposed/MultiOpposedCell.js';
import { lookUp, lookUpUnit, weaponTable } from '../resolveNames.js';
import { vehicleDefenseModifier } from '../vehicleDefense.js';
import { vehicleEffects } from '../vehicleEffects.js';
import type { WalkingFireScenarioCell } from './schema.js';

export const WALKING_FIRE_OUTCOMES = ['none_damaged', 'some_damaged', 'all_damaged'];

/**
 * Turns a parsed walking-fire cell into independent attacks (BURST FIRE, Walking Fire): at most RoF + 1
 * targets, each rolled separately, the RoF for damage reduced by one for each extra target.
 */
export function normalizeWalkingFire(s: WalkingFireScenarioCell): NormalizeResult<MultiOpposedCell> {
  const issues: Issue[] = [];
  const weapon = lookUp(weaponTable(s.weapons), s.weapon, ['weapon'], 'weapon', issues);
  const unit = lookUpUnit(s.attacker.unit, ['attacker', 'unit'], issues);
  if (!weapon) return { ok: false, issues };
  const shots = s.targets.map((t, i) => {
    const before = issues.length;
    const shot = rangedShot(s.attacker, weapon, s.weapon, unit, t.range, t.in_contact, t.obscurement, issues);
    for (const issue of issues.slice(before)) issue.path = ['targets', i, ...issue.path];
    return shot;
  });
  const available = shots[0]?.rofAvailable ?? 0;
  const rof = rofUsed(s.rof_used, available, issues);
  if (available < 1) issues.push({ path: ['weapon'], message: messages.noBurst });
  if (s.targets.length > rof + 1) issues.push({ path: ['targets'], message: messages.tooManyTargets(s.targets.length, rof + 1) });
  const defenderUnits = s.targets.map((t, i) => lookUpUnit(t.defender.unit, ['targets', i, 'defender', 'unit'], issues));
  if (issues.length > 0 || shots.some((x) => !x)) return { ok: false, issues };

  // "For each extra target, the weapon's RoF is reduced by one for damage purposes"
  const damageRof = Math.max(0, rof - (s.targets.length - 1));
  const halve = s.attacker.heavy_damage;
  const weaponDm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(weapon.damage / 2) : weapon.damage;
  const dm = weaponDm + damageRof;
  const damageOf = (mos: number) => (halve && s.rules['heavy-damage'] === 'final-damage' ? Math.ceil((dm * mos) / 2) : dm * mos);
  const attacks = s.targets.map((t, i) => {
    const attackModifier = shots[i]!.modifier + ARC_OF_ATTACK[t.arc];
    const armor = t.defender.armor + (t.arc === 'front' ? (defenderUnits[i]?.reinforcedFront ?? 0) : 0);
    const effects = vehicleEffects(maxMarginCode(s.attacker.skill, attackModifier), damageOf, armor, VEHICLE_STATES[t.defender.damage]);
    const [, damage, after] = effects.valuesOf;
    return {
      attackDice: s.attacker.skill,
      attackModifier,
      defenseDice: t.defender.skill,
      defenseModifier: vehicleDefenseModifier(t.defender, s.rules['last-move-20-plus']),
      valuesOf: [
        effects.outcomeOf.map((o) => (o > 0 ? 1 : 0)),
        effects.outcomeOf.map((o) => (o > 1 ? 1 : 0)),
        after.map((st) => (st === 4 ? 1 : 0)),
        damage,
      ],
    };
  });
  const n = s.targets.length;
  const maxDamage = attacks.reduce((sum, a) => sum + Math.max(...a.valuesOf[3]), 0);
  return {
    ok: true,
    value: {
      attacks,
      fumbles: s.rules.fumble === 'automatic-failure',
      outcomes: WALKING_FIRE_OUTCOMES,
      distributions: [
        { name: 'targets_hit', size: n + 1 },
        { name: 'targets_damaged', size: n + 1 },
        { name: 'targets_destroyed', size: n + 1 },
        { name: 'total_damage', size: maxDamage + 1 },
      ],
      outcomeBy: 1,
      outcomeOf: Array.from({ length: n + 1 }, (_, k) => (k === 0 ? 0 : k < n ? 1 : 2)),
      note: `${n} target(s): RoF ${rof} fired, ${damageRof} for damage; DM x${dm}; attack ${attacks.map((a) => a.attackModifier).join(' / ')}`,
    },
  };
}
