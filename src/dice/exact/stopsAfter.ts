/**
 * Repeated tries that go on with chance `goOn` and stop with chance `stop` (goOn + stop = 1), at most `tries` of
 * them: entry k < tries is the chance of stopping after k tries went on (goOn^k · stop), entry `tries` the chance
 * that every try went on (goOn^tries). Un-jamming, overwatch checks and driving tests are such chains.
 * @example Array.from(stopsAfter(0.5, 0.5, 2)) // [0.5, 0.25, 0.25]
 */
export function stopsAfter(goOn: number, stop: number, tries: number): Float64Array {
  const out = new Float64Array(tries + 1);
  for (let k = 0; k < tries; k++) out[k] = goOn ** k * stop;
  out[tries] = goOn ** tries;
  return out;
}
