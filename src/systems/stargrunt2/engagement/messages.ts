/**
 * Text of the engagement that a designer reads, in one place.
 * @example engagementMessages.leaderBeyondFigures(7, 5) // 'the leader is figure 7, but the unit has 5 figures'
 */
export const engagementMessages = {
  leaderBeyondFigures: (leader: number, figures: number) => `the leader is figure ${leader}, but the unit has ${figures} figures`,
  tooManyFigures: (figures: number, most: number) => `${figures} figures: an engagement unit has at most ${most}`,
  units: (side: string, names: string[]) => `side ${side}: ${names.join(', ')}`,
  unitLine: (id: string, name: string) => `${id.toUpperCase()} = ${name}`,
} as const;
