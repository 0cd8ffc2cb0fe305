import type { NameKind } from '../../../core/lookUpName.js';

/** Every designer-facing message of the Stargrunt II aerospace resolutions, in one place. */
export const aerospaceMessages = {
  needsFireControl:
    'to fire at an airborne target "the firing weapon must have a Fire Control system": give fire_control basic, enhanced or superior',
  groundOnlyMissile: (name: string) =>
    `${name} is a ground-target only missile: "non-multirole missiles cannot engage air targets" (set anti_air: multirole or dedicated)`,
  groundOnlyGun:
    'anti_air: ground-only is for missiles; a gun with a fire control engages air targets (dedicated, or multirole for any other fire control)',
  guidanceOnlyMissiles: 'guidance belongs to guided missiles; a gun uses fire_control',
  guidanceNeeded: (name: string) =>
    `${name} is a generic missile: give its guidance (basic D6, enhanced D8 or superior D10)`,
  fireControlOnlyGuns: 'a guided missile uses its guidance, not fire_control',
  unknownWeapon: (name: string) =>
    `unknown weapon "${name}": a heavy weapon (rfac-1, gac-2, hel-1 …) or a guided missile (gms-p, gms-l, gms-h …)`,
  ropeFromGrav:
    'troops "may NOT abseil" from a Grav vehicle in hover ("the grav lift field directly under the vehicle makes this too dangerous"): use method: jump',
  terrainFor: (method: string, allowed: readonly string[]) => `${method} lands in terrain ${allowed.join(' | ')}`,
  lzOnlyLanding: 'lz is for method: landing (a VTOL putting down on a landing zone)',
  clearingOnlyInsertion:
    'clearing_radius is for paradrop and orbital insertion (the scatter around the drop zone marker)',
  qualityTooLow: (method: string, least: string) => `only ${least} units or better may make a ${method} insertion`,
  orbitalPowerArmour: 'only Power-Armoured troops may drop directly from orbit: set power_armour: true',
  blastArmourShift: (cover: string, inPosition: boolean, steps: number) =>
    `${[cover === 'open' ? '' : `${cover} cover`, inPosition ? 'being In Position' : ''].filter(Boolean).join(' and ')} shift${cover !== 'open' && inPosition ? '' : 's'} the armour die ${steps} type${steps === 1 ? '' : 's'} up (CASUALTIES FROM ARTILLERY FIRE)`,
  blastImpactShift: (cover: string, inPosition: boolean, steps: number) =>
    `${aerospaceMessages.blastArmourShift(cover, inPosition, steps)}, past D12: the excess must lower the impact die`,
  dice: (system: number, shot: number[], ecm: number, target: number) =>
    `acquire: D${system} against the ECM D${ecm}; the shot: D${shot.join(' + D')} against D${target}`,
};

/** How an unknown name is worded in the aerospace resolutions (see lookUpName). */
export const aerospaceNames = {
  weapon: {
    kind: 'weapon',
    expected: 'a heavy weapon or guided missile name',
    message: aerospaceMessages.unknownWeapon,
  },
} satisfies Record<string, NameKind>;
