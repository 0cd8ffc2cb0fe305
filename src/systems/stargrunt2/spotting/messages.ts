/** Every designer-facing message of the Stargrunt II spotting resolutions (`spotting`, `drone`, `speculative-fire`). */
export const spottingMessages = {
  counterDie: (sides: number) => `the counter's die is a D${sides}`,
  seenAtOnce: (kind: string) =>
    `a ${kind} counter in the open and in line of sight needs no roll (HIDDEN UNITS ii): it is revealed at once`,
  seenFromAir: (kind: string) =>
    kind === 'unit'
      ? 'a counter not in cover is spotted at once by an airborne observer, and a unit is revealed'
      : `a counter not in cover is spotted at once by an airborne observer, but a ${kind} is "not revealed unless they are actually troop units"`,
  pastD12: "the counter's die would be shifted past a D12: it cannot be spotted (spotting-die-limit: impossible)",
  mineBeyondSix: (kind: string) => `a ${kind} more than 6" away is never flipped face-up, only known not to be a unit`,
  noUnitToFlip: (kind: string) => `speculative fire cannot identify a ${kind}: "it is left inverted and unidentified"`,
  oneDieDrone:
    'the drone rolls its system die alone (drone-dice: system-only): a major success, and so a reveal, is impossible',
};
