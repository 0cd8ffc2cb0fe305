/**
 * The plan language of an engagement as plain codes (kernel-side): the actions a unit can take with an action, the
 * enemy it picks, the conditions of a rule. Written in scenarios by name (schema.ts); normalizePlan turns names into
 * these codes.
 */
export const ACTIONS = [
  'hold',
  'remove-suppression',
  'fire',
  'advance',
  'withdraw',
  'close-assault',
  'reorganise',
  'rally',
] as const;
export const ACTION = {
  hold: 0,
  removeSuppression: 1,
  fire: 2,
  advance: 3,
  withdraw: 4,
  closeAssault: 5,
  reorganise: 6,
  rally: 7,
} as const;

export const TARGETS = ['most-figures', 'fewest-figures', 'nearest', 'weakest'] as const;
export const TARGET = { mostFigures: 0, fewestFigures: 1, nearest: 2, weakest: 3 } as const;

/** Confidence levels by name, best first (index = level: 0 CO … 4 RO). */
export const CONFIDENCE_NAMES = ['confident', 'steady', 'shaken', 'broken', 'routed'] as const;

/** Condition codes; each rule holds its conditions as [code, value] pairs (booleans as 0/1, levels as indices). */
export const CONDITION = {
  suppressed: 0,
  enemyInRange: 1,
  enemyWithin: 2,
  confidenceAtLeast: 3,
  confidenceAtMost: 4,
  wounded: 5,
  casualtiesAtLeast: 6,
  inCover: 7,
  friendAtMost: 8,
  turnAtLeast: 9,
} as const;
