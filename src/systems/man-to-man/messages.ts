/** Every designer-facing message of the man-to-man resolutions, in one place. */
export const messages = {
  snapShotNotPossible: (weapon: string) =>
    `a snap shot is not possible with the ${weapon} (NP in the Snap Shot column of 4.3 Infantry Weapons)`,
  tooManyShots: (weapon: string, most: number) => `the ${weapon} fires at most ${most} shot(s) per round here`,
  tooManyNearExplosion: (total: number, most: number) =>
    `${total} characters within 3": at most ${most} are resolved in one explosion (split them into several scenarios)`,
  tooManyOverRun: (total: number, most: number) =>
    `${total} characters in the AFV's path: at most ${most} are rolled for in one over-run (split them into several scenarios)`,
  hardFullCover:
    'the target is in hard full cover and did not shoot in the previous round: NP (not possible) in 4.1, so the shot cannot hit',
  fullCoverNeedsCover: 'full_cover needs cover: soft or hard',
  chargerCannotRiposte: 'a charging character cannot parry or riposte (3.0 Charge)',
  offTableOnlyBoth: (weapon: string) =>
    `off_table applies only to a weapon that fires "Both" on or off table (the heavy mortar, 6.1); the ${weapon} does not`,
  heRoundUnknown: (missing: string) =>
    `the HE round's ${missing} is not known: give firer.shell (the 6.1 row of the gun's calibre, e.g. light-artillery for a 75mm gun) or firer.damage and firer.area_of_effect from the AFV's details`,
  windowOnlyThrown: 'throwing through a window (6.2) applies only to a thrown weapon (the grenade)',
};
