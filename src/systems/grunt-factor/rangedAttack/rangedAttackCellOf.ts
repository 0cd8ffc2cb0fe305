import type { AttackCell } from '../common/AttackCell.js';
import { coverDamage } from '../common/coverDamage.js';
import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { rangeBandOf } from '../common/rangeBandOf.js';
import type { ToHitModifiers } from '../common/ruleParameters.js';
import { saveTarget } from '../common/saveTarget.js';
import { EXPLOSION_TEMPLATES, type WeaponName, type WeaponTable } from '../data/armoury.js';
import { GRADE_PROFILES } from '../data/grades.js';
import { messages } from '../messages.js';
import type { RangedAttackScenarioCell } from './schema.js';

/**
 * One ranged attack as d20 targets (Ranged Combat: To Hit your target, To hit modifiers, To damage your target, Damage
 * modifiers; Fire; Morale: outside command radius; Panic; Armory), kernel-side, with the weapon's Armory row already
 * looked up: what normalizeRangedAttack returns and an engagement builds as its squads stand.
 * @example rangedAttackCellOf(cell, ARMOURY['assault-rifle']).hitFirst // d20 faces that hit with the first shot
 */
export function rangedAttackCellOf(scenario: RangedAttackScenarioCell, weapon: WeaponTable): AttackCell {
  const { firer, target, rules } = scenario;
  const band = rangeBandOf(scenario.range, rules['range-band-edge'], rules['range-bands']);
  const entry = band === undefined ? null : weapon[band];
  const note =
    band === undefined
      ? messages.outOfRange(scenario.range, rules['range-bands'].extreme)
      : entry === null
        ? messages.bandNotInTable(firer.weapon, band)
        : undefined;

  // Armory: the weapon's per-band modifier, with the worked example's "+2 in short range" as a variant.
  let weaponHit = entry?.hit ?? 0;
  if (firer.weapon === 'assault-rifle' && band === 'sr' && rules['assault-rifle-short-range'] === 'worked-example')
    weaponHit = 2;
  // To hit modifiers (rules.to-hit). Height: per full 10 cm, up to rules.height-cap-cm; being higher negates the prone modifier.
  const toHit = rules['to-hit'];
  const tens = Math.floor(Math.min(rules['height-cap-cm'], Math.abs(scenario.height_difference)) / 10);
  const above = scenario.height_difference > 0 && tens >= 1;
  const height =
    tens *
    (scenario.height_difference > 0
      ? toHit['per-10-cm-higher']
      : scenario.height_difference < 0
        ? toHit['per-10-cm-lower']
        : 0);
  const cover =
    target.cover === '50-75' && rules['cover-50-75'] === 'worked-example' ? -1 : coverToHit(toHit, target.cover);
  const modifiers =
    weaponHit +
    (target.prone && !above ? toHit.prone : 0) +
    cover +
    (target.forest === 'none' ? 0 : toHit[`forest-${target.forest}`]) +
    (target.crest === 'none' ? 0 : toHit[`crest-${target.crest}`]) +
    (scenario.night ? toHit.night + (firer.tracers ? toHit.tracers : 0) : 0) +
    height;
  const rounding = rules['out-of-command-rounding'];
  // Panic: RC "halved, rounding down"; out of command radius: RC = ½.
  const halved = (rc: number) => {
    let v = firer.panicked ? halve(rc, 'down') : rc;
    if (!firer.in_command_radius) v = halve(v, rounding);
    return v;
  };
  const baseRc = GRADE_PROFILES[firer.grade].rc;
  const skill = (aim: number) =>
    rules.halving === 'base-rc' ? halved(baseRc) + modifiers + aim : halved(baseRc + modifiers + aim);
  const firstAim = firer.aimed ? toHit.aim : 0;
  const restAim = firer.aimed && rules.aim === 'whole-action' ? toHit.aim : 0;

  // Fire: beyond 60 cm an LD roll; out of command radius the soldier's own LD, halved.
  const ownLd = GRADE_PROFILES[firer.grade].ld + (firer.co ? rules['co-ld-bonus'] : 0);
  const ld = firer.in_command_radius ? (firer.leader_ld ?? ownLd) : halve(ownLd, rounding);

  // To damage your target: damage (times the "(xN)" in the multiply variant) with the cover modifiers, against A.
  let damage = entry?.damage ?? 0;
  if (firer.weapon === 'assault-rifle' && band === 'lr' && rules['assault-rifle-long-range-damage'] === 'ten')
    damage = 10;
  const times = entry?.damageTimes ?? 1;
  const multiply = rules['damage-times'] === 'multiply';
  const modifiedDamage =
    damage * (multiply ? times : 1) +
    coverDamage(rules['damage-modifiers'], target.cover_material) +
    (target.forest === 'none' ? 0 : rules['damage-modifiers'][`forest-${target.forest}`]) +
    (target.crest === 'none' ? 0 : rules['damage-modifiers'][`crest-${target.crest}`]);
  const save = saveTarget(modifiedDamage, target.armour ?? GRADE_PROFILES[target.grade].armour, rules['save-base']);
  // Small / Large Explosion Template: every figure under it takes the damage saves (normalizers check the size is given).
  const template = EXPLOSION_TEMPLATES[firer.weapon as WeaponName];
  const caught = template === undefined ? 1 : Math.min(target.figures, target.under_template?.[template] ?? 1);
  return {
    attackers: firer.count,
    shots: note ? 0 : entry!.shots,
    hitFirst: d20Faces(skill(firstAim)),
    hitRest: d20Faces(skill(restAim)),
    ldRoll: scenario.range > rules['ld-roll-beyond-cm'],
    ldFaces: d20Faces(ld),
    ldPerShot: rules['long-range-ld'] === 'per-shot',
    saveRolls: multiply ? 1 : times,
    saveFaces: d20Faces(save),
    caught,
    ...(template === undefined ? {} : { template }),
    figures: target.figures,
    modifiedSkill: skill(firstAim),
    save,
    ...(note ? { note } : {}),
  };
}

/** The to-hit entry for the share of the target covered ("* not cumulative with the other % rules"). */
function coverToHit(toHit: ToHitModifiers, cover: RangedAttackScenarioCell['target']['cover']): number {
  return cover === 'none' ? 0 : cover === 'bunker-slit' ? toHit['bunker-slit'] : toHit[`cover-${cover}`];
}
