import type { NameKind } from '../../../../core/lookUpName.js';

/** Every designer-facing message of the Stargrunt II `artillery` resolution, in one place. */
export const artilleryMessages = {
  unknownDelivery: (name: string) =>
    `unknown delivery system "${name}" (small, medium, large, very-large, or one of delivery_systems)`,
  unknownWarhead: (name: string) => `unknown warhead "${name}" (gpe, aps, aas, or one of warheads)`,
  positionsOrFormation: 'place the figures either with positions (inches) or with a formation, one of the two',
  openSightsSeesTarget:
    'open-sights fire is "fired directly at visible targets": the crew must see the target (sees_target: true)',
  exactTooLarge: 'this salvo is too large to enumerate exactly (too many rounds over too many figures)',
  targetOrVehicles: 'place an infantry unit (target), vehicles, or both',
  tooManyOccupants: (n: number, most: number) => `${n} occupants in all: at most ${most} can be counted`,
  weaponSizeNeeded: (delivery: string) =>
    `the house delivery system "${delivery}" has no size class for occupant casualties: give mission.weapon_size (1–5)`,
  crewNeverTests: (vehicle: string) =>
    `${vehicle} has a crew but a suspension that cannot be damaged (grav, walker or none): it is never immobilised, so its crew never tests`,
  armourShiftedUp: (situation: string) =>
    `${situation} shifts the armour die up (CASUALTIES FROM ARTILLERY FIRE, UNITS IN POSITION)`,
  impactShiftedDown: (situation: string) =>
    `${situation} shifts the armour die up past D12, and the excess must lower the impact die (CASUALTIES FROM ARTILLERY FIRE, UNITS IN POSITION)`,
  neverAccurate: (target: number, die: number) =>
    `the accuracy roll must exceed ${target} on a D${die}: the first round always deviates`,
};

/** How an unknown delivery system or warhead is worded (see lookUpName). */
export const artilleryNames = {
  delivery: { kind: 'delivery system', message: artilleryMessages.unknownDelivery },
  warhead: { kind: 'warhead', message: artilleryMessages.unknownWarhead },
} satisfies Record<string, NameKind>;
