/** What the engine's outputs need to know of a normalized engagement cell, whatever its system. */
export interface EngagementShape {
  turns: number;
  sides: Array<{ name: string }>;
  /** Side a's units first; ids a1, a2 … b1 … in scenario order. */
  units: Array<{ id: string; name: string; side: number; figures: number }>;
}

/** The most units a side may field, the most turns and the most figures of a unit, in every system. */
export const ENGAGEMENT_LIMITS = { units: 6, turns: 12, figures: 12 } as const;
