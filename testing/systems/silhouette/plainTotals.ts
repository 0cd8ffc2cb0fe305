/**
 * The totals of a Silhouette roll by plain loops over every face of every die, independent of rawRollDist: the
 * highest die, +1 per extra six, plus the modifier (never below 0); −1 for a fumble (all 1s) when `fumbles`.
 * Each extra six adds `sixBonus` (rules.extra-six; 1 in the book). Returns [total, probability] pairs.
 */
export function plainTotals(dice: number, modifier: number, fumbles: boolean, sixBonus = 1): Array<[number, number]> {
  const out = new Map<number, number>();
  const faces = new Array<number>(dice).fill(1);
  for (let n = 0; n < 6 ** dice; n++) {
    let x = n;
    for (let i = 0; i < dice; i++) {
      faces[i] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    const high = Math.max(...faces);
    const sixes = faces.filter((f) => f === 6).length;
    const total = fumbles && high === 1 ? -1 : Math.max(0, (sixes > 1 ? 6 + (sixes - 1) * sixBonus : high) + modifier);
    out.set(total, (out.get(total) ?? 0) + 1 / 6 ** dice);
  }
  return [...out];
}

/** The chance that a plain roll beats a Threshold (a draw succeeds only when `drawSucceeds`; a fumble fails). */
export function plainPassChance(
  dice: number,
  modifier: number,
  fumbles: boolean,
  threshold: number,
  drawSucceeds: boolean,
  sixBonus = 1,
): number {
  return plainTotals(dice, modifier, fumbles, sixBonus).reduce(
    (sum, [total, p]) => sum + (total > threshold || (drawSucceeds && total === threshold) ? p : 0),
    0,
  );
}
