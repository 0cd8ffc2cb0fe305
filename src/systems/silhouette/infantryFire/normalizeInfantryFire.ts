import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import { rangedShot, rofUsed } from '../attackModifiers.js';
import { NON_INFANTRY_AT_INFANTRY } from '../data/tables.js';
import { UNITS } from '../data/units.js';
import { infantryDefenseModifier } from '../infantryDefense.js';
import { type InfantrySquad, infantryEffects } from '../infantryEffects.js';
import { messages } from '../messages.js';
import { maxMarginCode } from '../opposed/maxMarginCode.js';
import type { OpposedCell } from '../opposed/OpposedCell.js';
import { weaponTable } from '../weaponTable.js';
import { type InfantryDistribution, type InfantryOutcome, infantryFireQuantities } from './infantryFireQuantities.js';
import type { InfantryFireScenarioCell } from './schema.js';

/**
 * Turns a parsed attack on an infantry squad into an opposed cell (INFANTRY RULES): −2 for a non-infantry
 * attacker unless the weapon is AI, the massed RoF bonus, RoF added to the MoS (not the DM), troopers
 * lost box by box (or each trooper in the area for AI area-effect weapons), and Pinned! counters.
 */
export function normalizeInfantryFire(
  s: InfantryFireScenarioCell,
): NormalizeResult<OpposedCell<InfantryOutcome, InfantryDistribution>> {
  const issues: Issue[] = [];
  const weapon = lookUpName(weaponTable(s.weapons), s.weapon, ['weapon'], { kind: 'weapon' }, issues);
  const attackerUnit =
    s.attacker.unit === undefined
      ? undefined
      : lookUpName(UNITS, s.attacker.unit, ['attacker', 'unit'], { kind: 'unit' }, issues);
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
  const t = s.target;
  if (t.boxes_crossed >= t.boxes)
    issues.push({ path: ['target', 'boxes_crossed'], message: messages.boxesCrossedTooMany });
  if (t.troopers_in_area !== undefined && t.troopers_in_area > t.troopers) {
    issues.push({
      path: ['target', 'troopers_in_area'],
      message: messages.areaLargerThanSquad(t.troopers_in_area, t.troopers),
    });
  }
  if (!shot || issues.length > 0) return { ok: false, issues };

  const penalty = s.attacker.kind === 'vehicle' && !weapon.antiInfantry ? NON_INFANTRY_AT_INFANTRY : 0;
  const attackModifier = shot.modifier + penalty;
  const halve = s.attacker.heavy_damage;
  const dm = halve && s.rules['heavy-damage'] === 'weapon-dm' ? Math.ceil(weapon.damage / 2) : weapon.damage;
  // Damage to Infantry: burst fire adds its RoF to the Margin of Success instead of to the DM.
  const damageOf = (mos: number) => {
    const d = dm * (mos + rof);
    return halve && s.rules['heavy-damage'] === 'final-damage' ? Math.ceil(d / 2) : d;
  };
  const areaEffect = weapon.antiInfantry && weapon.areaEffect;
  const squad: InfantrySquad = {
    troopers: t.troopers,
    boxes: t.boxes,
    boxesCrossed: t.boxes_crossed,
    inArea: areaEffect ? (t.troopers_in_area ?? t.troopers) : 0,
  };
  const maxCode = maxMarginCode(s.attacker.skill, attackModifier, s.rules['extra-six']);
  const { outcomeOf, valuesOf, sizes } = infantryEffects(
    maxCode,
    damageOf,
    squad,
    s.rules.pinned === 'margin-zero-only',
    s.rules['pinned-counters'],
  );
  const notes = [
    `${shot.band} range`,
    `attack ${attackModifier >= 0 ? '+' : ''}${attackModifier}`,
    `DM x${dm}`,
    `RoF ${rof} added to the MoS`,
  ];
  if (penalty) notes.push('−2 for a non-infantry attacker without an AI weapon');
  if (areaEffect) notes.push(`AI area effect on ${squad.inArea} trooper(s)`);
  return {
    ok: true,
    value: {
      attackDice: s.attacker.skill,
      attackModifier,
      defenseDice: t.skill,
      defenseModifier: infantryDefenseModifier(t, s.rules['defense-bonuses']),
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      layout: infantryFireQuantities.layout(sizes),
      outcomeOf,
      valuesOf,
      note: notes.join('; '),
    },
  };
}
