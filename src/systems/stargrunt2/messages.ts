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
  travelMode:
    'in travel mode: the range die is one type lower, and the unit "AUTOMATICALLY receives a SUPPRESSION marker, regardless of the fire result" (no_effect counts as suppressed_only)',
};
