/** Text a designer reads about movement and vehicle activations (Stargrunt II). */
export const movementMessages = {
  vehicleNotEncumbered:
    'vehicles are never encumbered: "Troops encumbered by heavy equipment" move one die type lower, vehicles always roll D12',
  outOfReach: (needed: number, most: number) =>
    `the destination needs ${needed}" of movement and the dice can give at most ${most}": it cannot be reached`,
};
