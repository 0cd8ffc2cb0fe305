import { automaticResult, FLIPPED, NOTHING, REVEALED, spotResults } from './counterResults.js';
import type { CounterInput, SpottingRules } from './counterSchema.js';
import { spottingMessages as messages } from './messages.js';
import type { SpotDice } from './SpotDice.js';
import { spottingDie } from './spottingDie.js';

/** An observation as a scenario gives it: the observer's dice, the counter, the distance, ground or air. */
interface Observation {
  dice: number[];
  counter: CounterInput;
  range: number;
  airborne: boolean;
  rules: SpottingRules;
}

/**
 * The dice of an OBSERVE action (SPOTTING HIDDEN UNITS) and the notes a designer reads about them: the counter's die
 * from range, cover and In Position; what 0, 1 or 2 dice above it do to a counter of its kind; a counter in the open
 * seen without a roll (unless `open-counters: roll`, and never a mine or booby-trap to a ground observer).
 * @example spotDiceOf({ dice: [8, 4], counter: { kind: 'unit', cover: 'soft', in_position: false }, range: 12, airborne: false, rules }).spot.against // 8
 */
export function spotDiceOf(observation: Observation): { spot: SpotDice; notes: string[] } {
  const { dice, counter, range, airborne, rules } = observation;
  const results = spotResults(counter.kind, range, {
    dummyMinor: rules['dummy-minor'],
    mineRevealWithin: rules['mine-reveal-within'],
  });
  const stopAt = rules['flipped-counters'] === 'final' ? FLIPPED : REVEALED;
  const spot = (against: number, automatic: number): SpotDice => ({ dice, against, results, automatic, stopAt });
  const seen =
    counter.cover === 'open' && (airborne || rules['open-counters'] === 'automatic')
      ? automaticResult(counter.kind, airborne)
      : undefined;
  if (seen !== undefined)
    return {
      spot: spot(0, seen),
      notes: [airborne ? messages.seenFromAir(counter.kind) : messages.seenAtOnce(counter.kind)],
    };
  const against = spottingDie({ range, cover: counter.cover, inPosition: counter.in_position }, rules);
  if (against === 0) return { spot: spot(0, NOTHING), notes: [messages.pastD12] };
  const notes = [messages.counterDie(against)];
  if ((counter.kind === 'mine' || counter.kind === 'booby-trap') && results[2] !== REVEALED)
    notes.push(messages.mineBeyondSix(counter.kind));
  return { spot: spot(against, NOTHING), notes };
}
