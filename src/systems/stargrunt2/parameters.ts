import { z } from 'zod';

/**
 * Parameters several Stargrunt II resolutions share: the rulebook's numbers, each a named key under `rules:` with
 * the book's value as default. Each description ends with the passage the number comes from.
 */

/** Die types a rule shifts a die by (0 to 4): cover, In Position, a bypassed command level … */
export const dieShiftRule = (describe: string, book: number) =>
  z.number().int().min(0).max(4).default(book).describe(describe);

/** A small multiple the rulebook fixes (1 to 4 times): "TWICE", "DOUBLED" … */
export const timesRule = (describe: string, book: number) =>
  z.number().int().min(1).max(4).default(book).describe(describe);

/** The die shifts a target earns against direct fire (the range die; cover shifts the armour die as well). */
export const targetShiftRules = {
  'soft-cover-shift': dieShiftRule(
    'die types a target in SOFT COVER shifts its range die and its armour die up — rulebook: COVER AND CONCEALMENT, "shifted up one type when fired at"',
    1,
  ),
  'hard-cover-shift': dieShiftRule(
    'die types a target in HARD COVER shifts its range die and its armour die up — rulebook: COVER AND CONCEALMENT, "HARD COVER get their die shifted up TWO types"',
    2,
  ),
  'in-position-shift': dieShiftRule(
    'die types an IN POSITION target shifts its range die up under direct fire — rulebook: BENEFITS OF BEING IN POSITION, "ONE RANGE BAND GREATER than it actually is"',
    1,
  ),
  'independent-figure-shift': dieShiftRule(
    'die types a lone independent figure shifts its range die up — rulebook: FIRING AT INDEPENDENT FIGURES, "the TARGET DIE is shifted UP a die type"',
    1,
  ),
};

/** "GREATER THAN TWICE": how many times the armour roll the impact must exceed for a KILL. */
export const killMultipleRule = z
  .number()
  .int()
  .min(1)
  .max(6)
  .default(2)
  .describe(
    'a hit KILLS when the impact roll is greater than this many times the armour roll (a WOUND when merely greater) — rulebook: STEP 3: PENETRATION AND EFFECT, "GREATER THAN TWICE the target\'s roll, then a KILL"',
  );

/** The largest small-arms firepower die. */
export const firepowerDieCapRule = z
  .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
  .default(12)
  .describe(
    'the largest SMALL ARMS FIREPOWER DIE (sides): a squad total above it still rolls it — rulebook: FIREPOWER, "anything over 12 still gets a D12"',
  );

/** A threat level the rulebook fixes for one test (added to the LV the quality die must exceed). */
export const threatLevelRule = (describe: string, book: number) =>
  z.number().int().min(0).max(10).default(book).describe(describe);

/** A die the rulebook fixes for one roll, by its sides (D4 … D12). */
export const dieSidesRule = (describe: string, book: 4 | 6 | 8 | 10 | 12) =>
  z
    .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
    .default(book)
    .describe(describe);
