/** The range bands (Definitions: Ranges) in order, as the Armory's columns name them. */
export const RANGE_BAND_NAMES = ['pb', 'sr', 'mr', 'lr', 'er'] as const;

export type RangeBand = (typeof RANGE_BAND_NAMES)[number];

/** The `rules.range-bands` entry that gives each band's far end (the book: 20, 40, 70, 110, 140 cm). */
export const RANGE_BAND_ENTRIES = { pb: 'point-blank', sr: 'short', mr: 'medium', lr: 'long', er: 'extreme' } as const;
