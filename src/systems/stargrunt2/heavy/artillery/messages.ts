/** Every designer-facing message of the Stargrunt II `artillery` resolution, in one place. */
export const artilleryMessages = {
  unknownDelivery: (name: string) => `unknown delivery system "${name}" (small, medium, large, very-large, or one of delivery_systems)`,
  unknownWarhead: (name: string) => `unknown warhead "${name}" (gpe, aps, aas, or one of warheads)`,
  unknownArmour: (name: string) => `unknown armour "${name}"`,
  positionsOrFormation: 'place the figures either with positions (inches) or with a formation, one of the two',
  openSightsSeesTarget: 'open-sights fire is "fired directly at visible targets": the crew must see the target (sees_target: true)',
  neverAccurate: (target: number, die: number) =>
    `the accuracy roll must exceed ${target} on a D${die}: the first round always deviates`,
};
