/** Modifiers to attacking in close combat (Close Combat), CC points. */
export const CLOSE_COMBAT_MODIFIERS = {
  position: { level: 0, higher: -1, lower: 1 },
  prone: 1,
  behindCover: -1,
  perFriend: 1,
  friendsCap: 3,
} as const;

export type TargetPosition = keyof typeof CLOSE_COMBAT_MODIFIERS.position;
