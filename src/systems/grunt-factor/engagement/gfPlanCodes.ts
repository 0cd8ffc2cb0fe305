/**
 * The plan language of a Grunt Factor engagement as plain codes (kernel-side): what a squad does with an action,
 * which enemy squad it picks, the conditions of a rule. Written in scenarios by name (schema.ts).
 */
export const GF_ACTIONS = ['hold', 'fire', 'advance', 'withdraw', 'close-combat', 'recover', 'suppress'] as const;
export const GF_ACTION = {
  hold: 0,
  fire: 1,
  advance: 2,
  withdraw: 3,
  closeCombat: 4,
  recover: 5,
  suppress: 6,
} as const;

export const GF_TARGETS = ['nearest', 'most-figures', 'fewest-figures'] as const;
export const GF_TARGET = { nearest: 0, mostFigures: 1, fewestFigures: 2 } as const;

export const GF_CONDITION = {
  panicked: 0,
  enemyWithin: 1,
  casualtiesAtLeast: 2,
  inCover: 3,
  underFire: 4,
  actionAtMost: 5,
  turnAtLeast: 6,
} as const;

/** Short range (Ranges: SR 20-40 cm): an enemy this close must be fired at first (Fire: target priority). */
export const SHORT_RANGE_CM = 40;
