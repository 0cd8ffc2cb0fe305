/**
 * Text of the engagement that a designer reads, in one place.
 * @example engagementMessages.leaderBeyondFigures(7, 5) // 'the leader is figure 7, but the unit has 5 figures'
 */
export const engagementMessages = {
  leaderBeyondFigures: (leader: number, figures: number) => `the leader is figure ${leader}, but the unit has ${figures} figures`,
  tooManyFigures: (figures: number, most: number) => `${figures} figures: an engagement unit has at most ${most}`,
  units: (side: string, names: string[]) => `side ${side}: ${names.join(', ')}`,
  closeAssaultNotExact:
    'a close assault can happen in this engagement, and the exact chain does not enumerate close assaults inside an engagement: run it by Monte Carlo (without --exact), or give no unit a close-assault rule',
  unitLine: (id: string, name: string) => `${id.toUpperCase()} = ${name}`,
} as const;
