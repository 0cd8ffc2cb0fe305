/**
 * Totals of n d6 by plain convolution, for the tests' independent enumerations: [total, probability].
 * diceTotals(2) gives the 11 totals 2 … 12 (7 with 6/36).
 */
export function diceTotals(n: number): Array<[number, number]> {
  let totals = new Map([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [t, p] of totals) for (let f = 1; f <= 6; f++) next.set(t + f, (next.get(t + f) ?? 0) + p / 6);
    totals = next;
  }
  return [...totals];
}
