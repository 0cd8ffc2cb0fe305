/** Every designer-facing message of the Stargrunt II resolutions, in one place. */
export const messages = {
  noSmallArms:
    'fire at infantry needs at least one trooper firing small arms; a support weapon fired on its own is a separate fire action',
  mixedSmallArmsImpact: (impacts: string) =>
    `the small arms firing have different impact dice (${impacts}); the rulebook resolves every potential hit with the impact of the squad's one small-arms type — split them into separate fire actions`,
  independentIsOneFigure: 'a lone independent figure is one figure: set figures: 1 or independent: false',
  closeRangeOnly: (band: number) =>
    `every small arm firing is a close-range weapon, effective only up to one range band (the target is in band ${band})`,
  closeRangeExcluded: (troopers: number, band: number) =>
    `${troopers} trooper(s) with close-range weapons cannot fire at range band ${band} and are not counted`,
  rangeOrBand: 'give the distance either as range (inches) or as range_band (1, 2, 3 …), one of the two',
  fireImpossible: (reason: string) => `fire is impossible: ${reason}`,
  armourCountsNotFigures: (counted: number, figures: number) =>
    `the armour groups count ${counted} figure(s) but the target has figures: ${figures}; their counts must add up to the figures`,
  quickAndDirtyMixedArmour: (dice: string) =>
    `quick-and-dirty casualties divide by "the target's ARMOUR DIE type", one die; this squad wears ${dice} — the rulebook gives mixed armour only the full procedure (steps 3 and 4 in reverse order): use casualties: standard, or one armour`,
  houseDieExpected:
    'a die: d-N from d2 to d100 (d6, d14, d20 …, optionally multiplied like d12x2), or 2 to 100 listed faces, whole numbers from 0 to 100, like [0, 0, 1, 1, 2, 3]',
  infantryArmourExpected:
    'an armour die: d-N from d2 to d100 (d6, d14, d20 …) or 2 to 100 listed faces, like [1, 1, 2, 6]',
  multipliedInfantryArmour: (die: string) =>
    `${die} is a multiplied die; the rulebook multiplies only vehicles' armour (ARMOUR CLASS), and a figure's armour is one die: give its faces as a list (d6x2 is [2, 4, 6, 8, 10, 12]) or a plain d-N`,
  notADie: (found: string) => `${found} is not a die`,
  plainDieExpected: 'a die: d-N from d2 to d100 (d6, d14, d20 …), not multiplied and not listed faces',
  facesCount: (count: number) => `a die with listed faces has 2 to 100 faces, not ${count}`,
  badFace: (face: string) => `a listed face is a whole number from 0 to 100, not ${face}`,
  offLadderShift: (die: string, key: string, why: string) =>
    `${die} (${key}) is off the die-type ladder D4 D6 D8 D10 D12, and ${why}; a die off the ladder has no next type up or down, so gruntlab does not guess one (docs/rules/stargrunt2.md, Custom dice): give a ladder die, or a situation without the shift`,
  quickAndDirtyListedArmour: (die: string) =>
    `quick-and-dirty casualties divide the score by "the target's ARMOUR DIE type"; the armour ${die} has listed faces and no die type: use casualties: standard`,
  travelMode:
    'in travel mode: the range die is one type lower, and the unit "AUTOMATICALLY receives a SUPPRESSION marker, regardless of the fire result" (no_effect counts as suppressed_only)',
};
