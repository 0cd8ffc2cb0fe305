/** How large an engagement may be: units per side, turns, figures per unit (kernel-side, so no schema import). */
export const ENGAGEMENT_LIMITS = { units: 6, turns: 12, figures: 12 } as const;
