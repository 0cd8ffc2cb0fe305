/** One normalized insertion of a unit: plain data for the kernel and the exact evaluator. */
export interface TroopDropCell {
  /** landing: the craft puts down; hover: ropes or jump packs from a hovering craft; insertion: paradrop or orbital. */
  method: 'landing' | 'hover' | 'insertion';
  figures: number;
  /** The quality die rolled: the crew's (landing) or the unit's (hover, insertion in bad terrain). */
  qualitySides: number;
  /** landing: the craft is stranded on a quality roll ≤ this (0: a clear LZ, no roll). hover: a man is hurt on ≤ this. */
  atMost: number;
  /** insertion: the D10 is multiplied by this (2 from orbit). */
  scatterMultiplier: number;
  /** insertion: men landing farther than this from the marker land in the terrain below (−1: every man does). */
  clearingRadius: number;
  /** insertion: a man in the terrain is lost on a quality roll ≤ this (0: open, never; a large number: always). */
  lostAtMost: number;
  note?: string;
}

/** The farthest a man can land from the drop zone marker. */
export function maxScatter(cell: TroopDropCell): number {
  return cell.method === 'insertion' ? 10 * cell.scatterMultiplier : 0;
}
