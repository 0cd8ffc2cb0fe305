import { GRADES } from './data/grades.js';

/** Every designer-facing message of the grunt-factor resolutions, in one place. */
export const messages = {
  noDamage: (weapon: string) =>
    `the ${weapon} does no damage (its Dam column is "-"): it cannot make a ranged attack here`,
  bandNotInTable: (weapon: string, band: string) => `the ${weapon} cannot fire at ${band} range (its table shows "-")`,
  tooManyJumpers: (total: number, most: number) =>
    `${total} soldiers jumping: at most ${most} are rolled for in one drop (split them into several scenarios)`,
  noOverwatch: 'panicked or suppressed units may not attempt overwatch',
  outOfRange: (range: number, extreme: number) =>
    `${range} cm is beyond extreme range (${extreme} cm): the shot cannot be fired`,
  bandsNotIncreasing: (band: string, before: string) =>
    `the ${band} band must end farther than the ${before} band: each range band begins where the one before it ends`,
  noCloseCombat: (weapon: string) => `the ${weapon} has no close-combat column ("-"): it cannot attack in close combat`,
  fallBeyondTable: (height: number) => `${height} cm is beyond the damage table (it stops at 54 cm)`,
  tooManyFigures: (figures: number, most: number) => `${figures} figures: an engagement squad has at most ${most}`,
  templateSizeMissing: (weapon: string, size: string) =>
    `the ${weapon} lands a ${size === 'small' ? 'Small' : 'Large'} Explosion Template and the rulebook gives no template sizes: say how many of the target's figures it covers with under_template: { ${size}: N } (1 = only the figure hit)`,
  noMorale: 'no morale check is due: none of the triggers applies',
  gradeAndLd: "both grade and ld are given: the LD is the grade's or the number, so give one of them",
  noGradeNorLd: 'neither grade nor ld is given: the roll needs one of them',
  armourWithLd: "with ld instead of a grade, give the figure's armour too (its A: the grade would have given it)",
  armourExpected: 'armour: a whole number, e.g. 7 (A of the Basic soldiers table)',
  gradeOrLd: `grade: ${GRADES.join(' | ')}, or ld: a number such as 14 (not both)`,
};
