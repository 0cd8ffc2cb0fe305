/** One normalized burning cell: every rulebook name already turned into dice and counts. */
export interface BurningCell {
  /** Flamer uses, each a D6 that starts a fire on `startOn` or better; 0: `fires` markers burn from the start. */
  flamerUses: number;
  startOn: number;
  /** FIRE markers on the table at the start when no flamer is used. */
  fires: number;
  /** Turn End Phases followed. */
  turns: number;
  /** Firefighting units (0: none), their die, the score that puts a fire out (`firefight-from`, 4+) and the first turn they fight. */
  fighters: number;
  fighterSides: number;
  putOutFrom: number;
  fightFrom: number;
  note?: string;
}

/** Values 0 … FIRES_SHOWN of the `fires` histogram; the last is "that many or more". */
export const FIRES_SHOWN = 16;

/** The most markers a cell can reach: every fire spreading at every Turn End Phase. */
export function maxFires(cell: BurningCell): number {
  return (cell.flamerUses > 0 ? cell.flamerUses : cell.fires) * 2 ** cell.turns;
}

/** The longest smoke line of the first fire: a D6 when it starts, one more at each Turn End Phase. */
export function maxClouds(cell: BurningCell): number {
  return 6 + cell.turns;
}
