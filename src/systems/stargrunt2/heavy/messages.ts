import type { NameKind } from '../../../core/lookUpName.js';

/** Every designer-facing message of the Stargrunt II heavy-weapons resolutions, in one place. */
export const heavyMessages = {
  aimPointLargerThanBuilding: (size: number, building: number) =>
    `the point of aim (target.size ${size}) is part of the building, so the building cannot be smaller (building_size ${building})`,
  sniperCannotHideInOpen:
    'a sniper must be in cover of some sort to go into hiding ("even a trained sniper cannot hide out in the open"): set sniper.in_cover: true',
  travelModeVehicle:
    'in travel mode: the range die is one type lower, and the target "AUTOMATICALLY receives a SUPPRESSION marker, regardless of the fire result" (SUPPRESSION OF VEHICLES AND BUILDINGS: its occupants may not dismount); the outcomes are the vehicle\'s',
  unknownHeavyWeapon: (name: string) =>
    `unknown weapon "${name}" (heavy weapons are named like rfac-1, hkp-3, dffg-2; support weapons like iavr)`,
  missileNeedsMissileFire: (name: string) =>
    `${name} is a guided missile: it rolls against the target's ECM, not a range die — use resolve: missile-fire`,
  notAMissile: (name: string) => `${name} is not a guided missile (gms-p, gms-l or gms-h)`,
  guidanceNeeded: (name: string) =>
    `${name} is a generic missile: give its guidance (basic D6, enhanced D8 or superior D10)`,
  guidanceIssued: (name: string, guidance: string) =>
    `${name} is issued with ${guidance} guidance in its army list: leave guidance out, or fire a generic gms-p with the guidance you want`,
  weaponOrTroops:
    "give the firer either one weapon (a heavy or support weapon fired on its own) or troops (a squad's small arms), one of the two",
  fireControlOnlyHeavy:
    'fire control belongs to heavy weapons; a support weapon rolls its own firepower die with the quality die',
  mountedOnlySupport:
    'mounted: true is for a support weapon on a vehicle or groundmount; heavy weapons always use 12" × target size',
  iavrNotMultiplied:
    'the range band of an unguided rocket (IAVR) is the small-arms band for all target sizes ("do NOT multiply it by target size class"): remove mounted',
  gmsNotInSquadFire:
    'a guided missile may not be fired in support of small-arms fire; fire it on its own with missile-fire',
  noSmallArms: 'small-arms fire at a point target needs at least one trooper firing small arms',
  mixedSmallArmsImpact: (impacts: string) =>
    `the small arms firing have different impact dice (${impacts}); penetration uses the impact of the squad's one small-arms type`,
  closeRangeOnly: (band: number) =>
    `every small arm firing is a close-range weapon, effective only up to one range band (the target is in band ${band})`,
  closeRangeExcluded: (troopers: number, band: number) =>
    `${troopers} trooper(s) with close-range weapons cannot fire at range band ${band} and are not counted`,
  armourTooHeavyForSmallArms:
    'the target has armour class 2 or better: small arms can have NO EFFECT other than the suppression',
  rangeOrBand: 'give the distance either as range (inches) or as range_band (1, 2, 3 …), one of the two',
  fireImpossible: (reason: string) => `fire is impossible: ${reason}`,
  notAPointTargetWeapon: (name: string) =>
    `${name} is a small arm; small arms fire at a point target as a squad: use firer.troops`,
  heavyWeaponHasNoFirepower: (name: string) =>
    `${name} is not a support weapon; fire a heavy weapon at infantry with heavy-weapon-at-infantry`,
  needsSupportWeapon: (name: string) =>
    `${name} is not a support weapon (a SAW, plasma gun, grenade launcher, MLP, IAVR or sniper weapon)`,
  notASniperWeapon: (name: string, snipers: readonly string[]) =>
    `${name} is not a sniper weapon (${snipers.join(', ')})`,
  crewTestNeedsCrew:
    "the crew's confidence test after immobilisation (threat level 3; a failure forces the bail-out) is followed only when target.crew is given (quality, leadership, confidence)",
  crewNeverTests:
    'target.crew is given but this shot cannot immobilise the vehicle (no suspension roll: small arms, or a suspension that cannot be damaged), so the crew never tests',
  crewTest: (leadership: number, needed: number) =>
    `when immobilised the crew tests confidence at LV ${leadership} + threat level 3: the quality die must exceed ${needed}, or the crew loses levels and must bail out`,
  ewCounterNeedsTask:
    "firer.ew foils an EW task of the target's side (ELECTRONIC WARFARE iv): give target.ew, the EW unit spoofing the missile, or remove firer.ew",
  ewBoostCapped: (who: string) =>
    `${who}: "No EW system can be boosted above a D12": a superior system rolls a D12 with two markers, and the third is spent for nothing`,
  independentIsOneFigure: 'a lone independent figure is one figure: set figures: 1 or independent: false',
};

/** How an unknown name is worded in the heavy-weapons resolutions (see lookUpName). */
export const heavyNames = {
  weapon: { kind: 'weapon' },
  armour: { kind: 'armour', expected: 'an armour name' },
  heavyOrSupportWeapon: {
    kind: 'weapon',
    expected: 'a heavy or support weapon name',
    message: heavyMessages.unknownHeavyWeapon,
  },
} satisfies Record<string, NameKind>;
