/**
 * Error text of the dice layer, in one place. These errors mean a caller passed a value the rules
 * cannot hold (a die type off the D4–D12 ladder, a fractional shift); the scenario layer catches bad
 * input earlier and words it for designers.
 * @example diceMessages.wholeSteps(1.5) // 'A die shift must be a whole number of steps, not 1.5.'
 */
export const diceMessages = {
  notLadderDie: (sides: number) =>
    `D${sides} is not one of the Stargrunt II die types (D4, D6, D8, D10, D12), so it cannot be shifted.`,
  ladderIndex: (index: number) => `There is no die type at ladder position ${index}; positions run 0 (D4) to 4 (D12).`,
  wholeSteps: (steps: number) => `A die shift must be a whole number of steps, not ${steps}.`,
  rngState: () => 'A generator state needs 4 unsigned 32-bit words, not all zero.',
  streamKey: (what: string, value: number) =>
    `The ${what} of a random stream must be a whole number from 0 to 2^53-1, not ${value}.`,
  faces: (sides: number) => `A die needs a whole number of faces of at least 1, not ${sides}.`,
  weight: (weight: unknown) => `A probability weight must be a non-negative whole number, not ${String(weight)}.`,
  emptyDist: () => 'A distribution needs at least one outcome with a positive weight.',
  nonNumericKey: (key: unknown) => `Outcome ${String(key)} is not a number; pass a function that gives its value.`,
  uniformNotEnumerable: () =>
    'roll.uniform() draws a number from a continuum, which exact enumeration cannot follow; use roll.die, ' +
    'roll.dice, roll.faces or roll.chance(p) where the rule allows, or run without --exact for Monte Carlo',
  enumerationTooLarge: (replays: number) =>
    `the procedure rolls more combinations than exact enumeration follows (at most ${replays.toLocaleString('en')} ` +
    'replays of it); run without --exact for Monte Carlo with intervals',
  diceCount: (count: number) => `A number of dice must be a whole number, not ${count}.`,
  faceCountsTooMany: (count: number, sides: number, limit: number) =>
    `roll.faceCounts(${count}, ${sides}) has more ways for the faces to fall than exact enumeration follows (at most ` +
    `${limit.toLocaleString('en')}); run without --exact for Monte Carlo with intervals`,
  chance: (p: unknown) => `roll.chance takes a probability, a number from 0 to 1, not ${String(p)}.`,
  repeatCount: (n: number) => `A distribution can be repeated a whole number of times, at least once, not ${n}.`,
} as const;
