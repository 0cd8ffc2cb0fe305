/**
 * Text of the engagement that a designer reads, in one place.
 * @example engagementMessages.leaderBeyondFigures(7, 5) // 'the leader is figure 7, but the unit has 5 figures'
 */
export const engagementMessages = {
  leaderBeyondFigures: (leader: number, figures: number) =>
    `the leader is figure ${leader}, but the unit has ${figures} figures`,
  tooManyFigures: (figures: number, most: number) => `${figures} figures: an engagement unit has at most ${most}`,
  units: (side: string, names: string[]) => `side ${side}: ${names.join(', ')}`,
  closeAssaultNotExact:
    'a close assault can happen in this engagement, and the exact chain does not enumerate close assaults inside an engagement: run it by Monte Carlo (without --exact), or give no unit a close-assault rule',
  startsInCover: (unit: string, cover: string) => `unit "${unit}" starts in ${cover} cover`,
  fallsBackToCover: 'a BROKEN unit in the open falls back into soft cover (broken-in-open: fall-back-to-cover)',
  takesPosition: (unit: string, cover: string) =>
    `unit "${unit}" can close-assault and take the position of an enemy unit in ${cover} cover`,
  coverShiftsArmour: (cover: string, shift: number, reason: string) =>
    `${cover} cover shifts the armour die ${shift === 1 ? 'one type' : `${shift} types`} up (COVER AND CONCEALMENT), and in this engagement ${reason}`,
  excessShiftsImpact: (why: string, armour: string, unit: string) =>
    `${why}, past D12 for the ${armour} armour of unit "${unit}", and in IMPACT vs ARMOUR the excess is an OPEN shift down of the impact die`,
  unitLine: (id: string, name: string) => `${id.toUpperCase()} = ${name}`,
} as const;
