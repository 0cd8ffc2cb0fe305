/** Ranges (Definitions): PB 0-20, SR 20-40, MR 40-70, LR 70-110, ER 110-140, in centimetres. */
export const RANGE_BANDS = [
  { band: 'pb', from: 0, to: 20 },
  { band: 'sr', from: 20, to: 40 },
  { band: 'mr', from: 40, to: 70 },
  { band: 'lr', from: 70, to: 110 },
  { band: 'er', from: 110, to: 140 },
] as const;

export type RangeBand = (typeof RANGE_BANDS)[number]['band'];

