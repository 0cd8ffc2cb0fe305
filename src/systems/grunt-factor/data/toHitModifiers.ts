/** To hit modifiers (Ranged Combat), RC points. */
export const TO_HIT = {
  prone: -1,
  /** Target covered …%; "* not cumulative with the other % rules"; (a) bunker firing slits count as more than 75%. */
  cover: { none: 0, '25-50': -1, '50-75': -2, 'over-75': -3, 'bunker-slit': -3 },
  /** Forrest: target less / more than 3 cm from the treeline. */
  forest: { none: 0, 'near-edge': -1, deep: -2 },
  /** Crest (also roofs, rocks): target less / more than 3 cm from the crest. */
  crest: { none: 0, near: -1, beyond: -2 },
  night: -2,
  aim: 3,
  /** Per 10 cm higher (+1) or lower (−1) than the target, up to 30 cm. */
  perTenCm: 1,
  heightCapCm: 30,
  /** Tracer rounds (only night). */
  tracers: 2,
} as const;

export type CoverPercent = keyof typeof TO_HIT.cover;
export type ForestPosition = keyof typeof TO_HIT.forest;
export type CrestPosition = keyof typeof TO_HIT.crest;
