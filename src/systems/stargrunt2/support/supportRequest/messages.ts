/** Every designer-facing message of the Stargrunt II `support-request` resolution, in one place. */
export const supportRequestMessages = {
  levelsNeeded:
    'give caller.level and support.level (the command levels the request passes through), or bypassed_levels, or caller.dedicated: true',
  artilleryLevelNeeded:
    'artillery starts on the Inbound chart by the level of its battery: give support.level (company → box 1, battalion → box 2, regiment or division → box 3) or support.start_box',
  airStartBoxNeeded:
    'for air support "the starting box depends entirely on the scenario": give support.start_box (1, 2, 3, or random for a D6 halved)',
  airDefenceOnlyForAir: 'air_defence is run by airborne units only: remove it, or set support.type: air',
  callerAboveSupport: (caller: string, support: string) =>
    `a ${caller} calling ${support}-level support: the support must be organised above the caller`,
  request: (sides: number[], needed: number) =>
    `the request die (D${sides.join(', D')} with 0, 1, 2 … chits committed) must exceed ${needed}`,
  neverGranted: (needed: number, best: number) =>
    `the request must exceed ${needed} but the best die is a D${best}: the support is never granted`,
  noAde:
    'no air defence environment given: the craft reaches the table unopposed (the rulebook suggests at least MINIMAL)',
  startBox: (box: number | 'random') =>
    box === 'random'
      ? 'starts on a random box of the Inbound chart (D6 halved, rounded up)'
      : `starts in box ${box} of the Inbound chart`,
};
