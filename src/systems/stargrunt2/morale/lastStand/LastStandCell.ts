/** One normalized last-stand cell: the D6 read as 1 (the unit holds) or 0 (it disintegrates), and where it goes then. */
export interface LastStandCell {
  /** 1 for the faces that hold, by D6 face − 1 (a 6 in the rulebook). */
  holdsOfFace: number[];
  /** A disintegrating unit surrenders (enemy within 12" that takes prisoners) rather than flees. */
  surrenders: boolean;
  note?: string;
}
