/** Every designer-facing message of the Guns 'n Grenades resolutions, in one place. */
export const messages = {
  stageDoesNotFit: (stage: string, unit: string, allowed: string) =>
    `a ${unit} cannot be "${stage}": its life stages here are ${allowed}`,
  vehicleCannotHunker: (unit: string) => `a ${unit} is a vehicle: vehicles Hold, Move or Cruise and cannot Hunker`,
  bayonetsNeedDistance: (unit: string) =>
    `the ${unit} have Bayonets, which add ATK only within 1½": give the distance between the units`,
  outOfRange: (unit: string, distance: number, range: number) =>
    `the ${unit} cannot attack: the target is ${distance}" away, beyond its range of ${range}"`,
  insideMinimumRange: (unit: string, distance: number, minRange: number) =>
    `the ${unit} cannot attack: the target is ${distance}" away, inside its minimum range of ${minRange}"`,
  grenadeLauncherNeedsUpgrade: "firing a grenade launcher needs the army's upgrade: upgrade: grenade-launchers",
  grenadeLauncherUnits: (unit: string) => `only riflemen and heavy infantry fire Grenade Launchers, not ${unit}`,
  flashbangNeedsUpgrade: "throwing a flashbang needs the army's upgrade: upgrade: flashbang-grenades",
  flashbangUnits: (unit: string) => `only riflemen and light infantry throw Flashbang Grenades, not ${unit}`,
  flashbangStuns:
    'a flashbang does no damage: `hit` is the target stunned (no moving or attacking for a turn), `units_hit` the units stunned',
  notAntiArmor: (unit: string, stats: string) =>
    `a ${unit} does not have the Anti Armor tag${stats === 'reference-sheet' ? ' (the Quick Reference Sheet gives it to no unit)' : ' (grenadiers and mortars have it)'}: it cannot destroy cover`,
  groundNeedsBlast: (unit: string) =>
    `a ${unit} has no blast radius: only an attack with one (mortar, tank, artillery, a launcher's grenade, a flashbang) can be aimed at the ground`,
  flashbangStunsUnits:
    'a flashbang does no damage: `units_hit` are the units stunned (no moving or attacking for a turn), none is killed',
  blastWithoutRadius: (unit: string) => `a ${unit} has no blast radius: other units near the target take no damage`,
  cannotHit: 'the attacker can never roll higher than the target here: the target is never killed',
  tailBucket: (cap: number, p: number) =>
    `the last value of "attacks", ${cap + 1}, stands for more than ${cap} attacks (probability ${p.toPrecision(3)})`,
  pointsPerWin: (side: string, cost: number, p: number) =>
    `${side}: ${cost} points, wins ${(100 * p).toFixed(2)}% (exact), ${p > 0 ? (cost / p).toFixed(1) : 'infinite'} points per win`,
};
