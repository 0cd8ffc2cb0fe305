import type { Die } from '../../../dice/dieType.js';

/** A small arm: numerical FIREPOWER per trooper, IMPACT die, and whether it is a CLOSE-RANGE weapon. */
export interface SmallArm {
  class: 'small-arms';
  firepower: number;
  impact: Die;
  closeRange: boolean;
}

/**
 * An infantry support weapon (or a sniper weapon fired in support of its squad): it adds one
 * SUPPORT FIREPOWER die to the squad's roll. `heavyAtPointTargets` marks the asterisked weapons.
 */
export interface SupportWeapon {
  class: 'support' | 'sniper';
  firepower: Die;
  impact: Die;
  heavyAtPointTargets: boolean;
}

export type Weapon = SmallArm | SupportWeapon;

// The builders are exported for the national weapons of the army lists (nationalWeapons.ts), which are written
// with the same words as this table.
export const d = (sides: number, multiplier = 1): Die => ({ sides, multiplier });
export const small = (firepower: number, impact: number, closeRange = false): SmallArm => ({
  class: 'small-arms',
  firepower,
  impact: d(impact),
  closeRange,
});
export const support = (firepower: number, impact: number, heavyAtPointTargets = false): SupportWeapon => ({
  class: 'support',
  firepower: d(firepower),
  impact: d(impact),
  heavyAtPointTargets,
});
export const sniper = (firepower: number, impact: Die): SupportWeapon => ({
  class: 'sniper',
  firepower: d(firepower),
  impact,
  heavyAtPointTargets: false,
});

/** GENERIC WEAPONS TABLE (chapter on fire combat), small arms and support weapons; SNIPER WEAPON TYPES. */
export const WEAPONS: Record<string, Weapon> = {
  // SMALL ARMS: Weapon Type / Range limitations / FIREPOWER / IMPACT
  'improvised-firearm': small(0.5, 4, true), // archaic designs, airguns etc.; Close only
  'light-autopistol': small(1, 6, true),
  'heavy-autopistol': small(1, 10, true),
  'machine-pistol': small(3, 8, true), // Machine Pistol/SMG
  'assault-shotgun': small(3, 8, true),
  'hunting-rifle': small(1, 10),
  'low-tech-assault-rifle': small(2, 8),
  'low-tech-assault-rifle-gl': small(3, 8), // with GL (grenade launcher adds 1 to firepower)
  'advanced-assault-rifle': small(2, 10),
  'advanced-assault-rifle-gl': small(3, 10),
  'gauss-rifle': small(2, 12),
  'gauss-rifle-gl': small(3, 12),
  // SUPPORT WEAPONS: Support Firepower / IMPACT (* = doubled for MAJOR hits on point targets)
  'conventional-saw': support(8, 10), // Conventional Machine Gun (SAW)
  'rotary-saw': support(10, 10), // Rotary (Gatling type) Machine Gun (SAW)
  'gauss-saw': support(10, 12), // Gauss Machine Gun (SAW)
  'infantry-plasma-gun': support(6, 12, true),
  'automatic-grenade-launcher': support(12, 8, true),
  'multiple-launcher-pack': support(8, 8, true), // MLP: one D8 per trooper's salvo
  iavr: support(10, 12, true), // Infantry Rocket
  // SNIPER WEAPON TYPES: Firepower / Impact. Attached to a squad a sniper fires "as any other
  // support weapon in the squad", adding his firepower die (SNIPERS).
  'conventional-sniping-rifle': sniper(10, d(10)),
  'gauss-sniping-rifle': sniper(10, d(12)),
  'laser-sniping-rifle': sniper(12, d(8)),
  'heavy-anti-material-rifle': sniper(8, d(12, 2)),
};
