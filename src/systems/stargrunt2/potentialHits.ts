/**
 * STEP 2: DETERMINING POTENTIAL HITS. The firer's total score divided by the divisor die type
 * (the range die type; the armour die type in the quick-and-dirty option) gives the certain hits;
 * the points left over are the chance of one more: the target rolls the divisor die and the
 * extra hit is scored unless the roll EXCEEDS the left-over points.
 * @example potentialHits(18, 8) // { certain: 2, leftover: 2 } (the rulebook's D8 / 18 example)
 */
export function potentialHits(total: number, divisor: number): { certain: number; leftover: number } {
  const certain = Math.floor(total / divisor);
  return { certain, leftover: total - certain * divisor };
}
