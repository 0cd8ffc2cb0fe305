/**
 * TRAVEL MOVEMENT: "any unit fired upon (by whatever weaponry) while in travel mode AUTOMATICALLY receives a
 * SUPPRESSION marker, regardless of the fire result". Moves the count of `no_effect` (counter 0) into `suppressed_only`
 * (counter 1) after a run: a fire that beat no die still suppresses, and casualties are untouched. Done once per run,
 * not per trial, so travel-mode cells cost the hot loop nothing and other cells never call it.
 * @example foldTravelSuppression(Float64Array.from([3, 5, 2])) // Float64Array [0, 8, 2]
 */
export function foldTravelSuppression(counters: Float64Array): Float64Array {
  counters[1] += counters[0];
  counters[0] = 0;
  return counters;
}
