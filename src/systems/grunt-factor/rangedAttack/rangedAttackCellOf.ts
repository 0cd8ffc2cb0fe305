import type { AttackCell } from '../common/AttackCell.js';
import { d20Faces } from '../common/d20Faces.js';
import { halve } from '../common/halve.js';
import { rangeBandOf } from '../common/rangeBandOf.js';
import { saveTarget } from '../common/saveTarget.js';
import { EXPLOSION_TEMPLATES, type WeaponName, type WeaponTable } from '../data/armoury.js';
import { DAMAGE_MODIFIERS } from '../data/damageModifiers.js';
import { CO_LD_BONUS, GRADE_PROFILES } from '../data/grades.js';
import { LD_ROLL_BEYOND_CM } from '../data/rangeBands.js';
import { TO_HIT } from '../data/toHitModifiers.js';
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
  const band = rangeBandOf(scenario.range, rules['range-band-edge']);
  const entry = band === undefined ? null : weapon[band];
  const note =
    band === undefined ? messages.outOfRange(scenario.range) : entry === null ? messages.bandNotInTable(firer.weapon, band) : undefined;

  // Armory: the weapon's per-band modifier, with the worked example's "+2 in short range" as a variant.
  let weaponHit = entry?.hit ?? 0;
  if (firer.weapon === 'assault-rifle' && band === 'sr' && rules['assault-rifle-short-range'] === 'worked-example') weaponHit = 2;
  // To hit modifiers. Height: +1/−1 per full 10 cm, up to 30 cm; being higher negates the prone modifier.
  const tens = Math.min(TO_HIT.heightCapCm, Math.abs(scenario.height_difference)) / 10;
  const height = Math.sign(scenario.height_difference) * Math.floor(tens) * TO_HIT.perTenCm;
  const cover = target.cover === '50-75' && rules['cover-50-75'] === 'worked-example' ? -1 : TO_HIT.cover[target.cover];
  const modifiers =
    weaponHit +
    (target.prone && height < 1 ? TO_HIT.prone : 0) +
    cover +
    TO_HIT.forest[target.forest] +
    TO_HIT.crest[target.crest] +
    (scenario.night ? TO_HIT.night + (firer.tracers ? TO_HIT.tracers : 0) : 0) +
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
  const firstAim = firer.aimed ? TO_HIT.aim : 0;
  const restAim = firer.aimed && rules.aim === 'whole-action' ? TO_HIT.aim : 0;

  // Fire: beyond 60 cm an LD roll; out of command radius the soldier's own LD, halved.
  const ownLd = GRADE_PROFILES[firer.grade].ld + (firer.co ? CO_LD_BONUS : 0);
  const ld = firer.in_command_radius ? (firer.leader_ld ?? ownLd) : halve(ownLd, rounding);

  // To damage your target: damage (times the "(xN)" in the multiply variant) with the cover modifiers, against A.
  let damage = entry?.damage ?? 0;
  if (firer.weapon === 'assault-rifle' && band === 'lr' && rules['assault-rifle-long-range-damage'] === 'ten') damage = 10;
  const times = entry?.damageTimes ?? 1;
  const multiply = rules['damage-times'] === 'multiply';
  const modifiedDamage =
    damage * (multiply ? times : 1) +
    DAMAGE_MODIFIERS.coverMaterial[target.cover_material] +
    DAMAGE_MODIFIERS.forest[target.forest] +
    DAMAGE_MODIFIERS.crest[target.crest];
  const save = saveTarget(modifiedDamage, target.armour ?? GRADE_PROFILES[target.grade].armour);
  // Small / Large Explosion Template: every figure under it takes the damage saves (normalizers check the size is given).
  const template = EXPLOSION_TEMPLATES[firer.weapon as WeaponName];
  const caught = template === undefined ? 1 : Math.min(target.figures, target.under_template?.[template] ?? 1);
  return {
    attackers: firer.count,
    shots: note ? 0 : entry!.shots,
    hitFirst: d20Faces(skill(firstAim)),
    hitRest: d20Faces(skill(restAim)),
    ldRoll: scenario.range > LD_ROLL_BEYOND_CM,
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
