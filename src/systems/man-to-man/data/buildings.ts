/** 7.0 Damage to buildings, Building hit points: average number of hits per floor. */
export const BUILDING_HIT_POINTS = {
  wood: { small: 12, medium: 24, large: 36 },
  stone: { small: 24, medium: 36, large: 48 },
  reinforced: { small: 36, medium: 48, large: 72 },
} as const;

type BuildingSize = keyof (typeof BUILDING_HIT_POINTS)['wood'];

/** 7.0 Building sizes "Small 4x4 Medium 8x8 Large 12x12": the side of the square footprint, in inches. */
export const BUILDING_SIDE = { small: 4, medium: 8, large: 12 } as const satisfies Record<BuildingSize, number>;
