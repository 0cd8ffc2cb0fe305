/** To damage your target: "Base value = 10"; the save is a d20 roll at or under base + armour − damage. */
export const SAVE_BASE = 10;

/** Damage modifiers (Ranged Combat), Dam points. */
export const DAMAGE_MODIFIERS = {
  coverMaterial: { none: 0, soft: -1, hard: -2 },
  /** Less / more than 3 cm from treelines in a forrest (softcover). */
  forest: { none: 0, 'near-edge': -1, deep: -2 },
  /** Less / more than 3 cm from a crest (hardcover). */
  crest: { none: 0, near: -1, beyond: -2 },
} as const;

export type CoverMaterial = keyof typeof DAMAGE_MODIFIERS.coverMaterial;
