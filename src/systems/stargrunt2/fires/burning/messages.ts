/** Every designer-facing message of the Stargrunt II `burning` resolution, in one place. */
export const burningMessages = {
  flamerOrFires: 'give either flamer (a fire started by a flamer) or fires (markers already burning), not both',
  fromTurnAfterEnd: (from: number, turns: number) =>
    `the firefighters start in turn ${from}, after the ${turns} turn${turns === 1 ? '' : 's'} followed: they never act here`,
  start: (uses: number, on: number) =>
    `${uses} flamer use${uses === 1 ? '' : 's'}, each a D6 that starts a fire on ${on === 6 ? 'a 6' : `${on}+`}`,
  fighters: (units: number, sides: number) =>
    `${units} unit${units === 1 ? '' : 's'} fighting the fire on a D${sides} (4+ puts one out)`,
};
