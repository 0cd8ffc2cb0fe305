/** Every designer-facing message of the Silhouette resolutions, in one place. */
export const messages = {
  outOfRange: (range: number, extreme: number) =>
    `the target at ${range} cm is beyond the weapon's extreme range (${extreme} cm: eight times its base range)`,
  contactOnly: (weapon: string) =>
    `${weapon} has no range bands: it can only be used with the counters in contact (set in_contact: true)`,
  rofTooHigh: (used: number, available: number) =>
    `rof_used ${used} is more than the weapon's rate of fire in this attack (${available})`,
  noBurst: 'this weapon has no rate of fire (RoF 0): it cannot use burst, walking or saturation fire',
  infantryTopSpeed: 'infantry do not have Top Speeds',
  saturationBeyondMedium: (range: number, medium: number) =>
    `the saturation zone at ${range} cm is further than the weapon's medium range (${medium} cm)`,
  tooManyTargets: (targets: number, most: number) =>
    `walking fire can attack at most RoF + 1 = ${most} targets; ${targets} given`,
  infantryCannotRam: 'infantry cannot ram or be rammed',
  infantryMeleeIsAssault: 'infantry melee assaults use grenades and bayonets: set attack: infantry-assault',
  areaLargerThanSquad: (inArea: number, troopers: number) =>
    `troopers_in_area (${inArea}) is more than the troopers left in the squad (${troopers})`,
  boxesCrossedTooMany: 'boxes_crossed must be fewer than the squad’s damage boxes in all',
  meleeAttackNeeds: (attack: string, key: string) =>
    `a ${attack} needs attacker.${key} (or an attacker.unit that gives it)`,
};
