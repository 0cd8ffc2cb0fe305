import { type CounterLayout, counterLength, layoutOffsets } from '../../core/CounterLayout.js';
import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { type NamedExactResult, unpackExact } from '../../core/ExactResult.js';
import { BranchHere, Script } from '../../dice/exact/Script.js';
import { countEngagement } from './countEngagement.js';
import { BASE_STATE_FIELDS, type EngagementBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';
import { engagementMessages } from './messages.js';
import { playActivation, startEngagement } from './playEngagement.js';

/** The most game states the chain keeps between two activations, and the most activation replays in all. */
const EXACT_ENGAGEMENT_LIMITS = { states: 250_000, replays: 1_000_000 } as const;

type Writable = { length: number; [i: number]: number };

/**
 * The exact engagement, as a Markov chain over game states: from every state reached after k activations, each
 * activation is replayed by the kernel's own playActivation with the system's exact dice (`script` scripts every
 * random step through the step's exact twin), once for every combination of step outcomes, and the states it ends
 * in — identical ones merged, keyed by every field of the state — carry their probabilities on; finished games are
 * counted into `counters` with theirs, as countEngagement counts a trial. Throws ExactIntractableError past
 * EXACT_ENGAGEMENT_LIMITS.
 */
function exactEngagement<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: D,
  script: Script,
  offsets: Int32Array,
  counters: Float64Array,
): void {
  const fields = [...BASE_STATE_FIELDS, ...system.stateFields] as Array<keyof S & string>;
  startEngagement(system, s);
  let frontier = new Map<string, { snapshot: Float64Array; p: number }>([
    ['start', { snapshot: snapshot(s, fields), p: 1 }],
  ]);
  let replays = 0;
  while (frontier.size > 0) {
    const before = replays;
    const next = new Map<string, { snapshot: Float64Array; p: number }>();
    for (const { snapshot: from, p } of frontier.values()) {
      const pending: number[][] = [[]];
      while (pending.length > 0) {
        const choices = pending.pop()!;
        if (++replays > EXACT_ENGAGEMENT_LIMITS.replays)
          throw new ExactIntractableError(engagementMessages.exactTooLarge(EXACT_ENGAGEMENT_LIMITS));
        restore(s, fields, from);
        script.replay(choices);
        let goesOn: boolean;
        try {
          goesOn = playActivation(system, s, dice);
        } catch (branch) {
          if (!(branch instanceof BranchHere)) throw branch;
          for (let k = branch.outcomes - 1; k >= 0; k--) pending.push([...choices, k]);
          continue;
        }
        const q = p * script.p;
        if (q === 0) continue;
        if (!goesOn) {
          countEngagement(system, s, offsets, counters, q);
          continue;
        }
        const state = snapshot(s, fields);
        const k = state.join(',');
        const seen = next.get(k);
        if (seen) seen.p += q;
        else if (next.size === EXACT_ENGAGEMENT_LIMITS.states)
          throw new ExactIntractableError(engagementMessages.exactTooLarge(EXACT_ENGAGEMENT_LIMITS));
        else next.set(k, { snapshot: state, p: q });
      }
    }
    // Refuse early when the next activations, replayed as often per state as these were, would pass the limit.
    if (next.size > 0 && replays + (next.size * (replays - before)) / frontier.size > EXACT_ENGAGEMENT_LIMITS.replays) {
      throw new ExactIntractableError(engagementMessages.exactTooLarge(EXACT_ENGAGEMENT_LIMITS));
    }
    frontier = next;
  }
}

/**
 * An engagement's exact result by name in `layout`: exactEngagement with the system's exact dice, `dice(script)`.
 * @example exactEngagementResult(stargruntEngagement, engagementState(cell), (script) => new ExactDice(script), layout).outcomes
 */
export function exactEngagementResult<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: (script: Script) => D,
  layout: CounterLayout,
): NamedExactResult<string, string> {
  const counters = new Float64Array(counterLength(layout));
  const script = new Script();
  exactEngagement(system, s, dice(script), script, Int32Array.from(layoutOffsets(layout)), counters);
  return unpackExact(layout, counters);
}

/** The state's fields, numbers and typed arrays alike, one after the other in one compact array. */
function snapshot<S>(s: S, fields: Array<keyof S & string>): Float64Array {
  let length = 0;
  for (const f of fields) length += typeof s[f] === 'number' ? 1 : (s[f] as unknown as ArrayLike<number>).length;
  const out = new Float64Array(length);
  let at = 0;
  for (const f of fields) {
    const value = s[f] as unknown as number | ArrayLike<number>;
    if (typeof value === 'number') out[at++] = value;
    else for (let i = 0; i < value.length; i++) out[at++] = value[i];
  }
  return out;
}

function restore<S>(s: S, fields: Array<keyof S & string>, from: Float64Array): void {
  let at = 0;
  for (const f of fields) {
    const value = s[f] as unknown as number | Writable;
    if (typeof value === 'number') (s as Record<string, unknown>)[f] = from[at++];
    else for (let i = 0; i < value.length; i++) value[i] = from[at++];
  }
}
