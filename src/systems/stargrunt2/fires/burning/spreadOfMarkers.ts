/** Memo of the distributions below, by the number of markers rolled. */
const memo = new Map<number, Float64Array>();

/**
 * The net change in markers when `m` markers each roll a D6 at the Turn End Phase (1: out, 6: spreads, one new
 * marker), as probabilities indexed by change + m: a outs and b spreads is a trinomial, Binomial(m, 1/6) outs, then
 * Binomial(m − a, 1/5) spreads among the rest.
 * @example Array.from(spreadOfMarkers(1)) // [1/6, 2/3, 1/6]
 */
export function spreadOfMarkers(m: number): Float64Array {
  const known = memo.get(m);
  if (known) return known;
  const out = new Float64Array(2 * m + 1);
  const outs = binomial(m, 1 / 6);
  for (let a = 0; a <= m; a++) {
    const spreads = binomial(m - a, 1 / 5);
    for (let b = 0; b <= m - a; b++) out[b - a + m] += outs[a] * spreads[b];
  }
  memo.set(m, out);
  return out;
}

/** Binomial(n, p) probabilities 0 … n, by the ratio of successive terms. */
function binomial(n: number, p: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  pmf[0] = (1 - p) ** n;
  for (let k = 0; k < n; k++) pmf[k + 1] = (pmf[k] * (n - k) * p) / ((k + 1) * (1 - p));
  return pmf;
}
