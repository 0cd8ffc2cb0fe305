import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { countEngagement } from './countEngagement.js';
import { BASE_STATE_FIELDS, type EngagementBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';
import { engagementMessages } from './messages.js';
import { playActivation, startEngagement } from './playEngagement.js';
import { BranchHere, type Script } from './Script.js';

/** The most game states the chain keeps between two activations, and the most activation replays in all. */
export const EXACT_ENGAGEMENT_LIMITS = { states: 200_000, replays: 20_000_000 } as const;

type Field = ArrayLike<number> & { set?(values: ArrayLike<number>): void };
type Snapshot = Array<number | Float64Array | Int32Array | Int8Array | Uint8Array>;

/**
 * The exact engagement, as a Markov chain over game states: from every state reached after k activations, each
 * activation is replayed by the kernel's own playActivation with the system's exact dice (`script` scripts every
 * random step through the step's exact twin), once for every combination of step outcomes, and the states it ends
 * in — identical ones merged, keyed by every field of the state — carry their probabilities on; finished games are
 * counted into `counters` with theirs, as countEngagement counts a trial. Throws ExactIntractableError past
 * EXACT_ENGAGEMENT_LIMITS.
 */
export function exactEngagement<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  s: S,
  dice: D,
  script: Script,
  offsets: Int32Array,
  counters: Float64Array,
): void {
  const fields = [...BASE_STATE_FIELDS, ...system.stateFields] as Array<keyof S & string>;
  startEngagement(system, s);
  let frontier = new Map<string, { snapshot: Snapshot; p: number }>([[key(s, fields), { snapshot: snapshot(s, fields), p: 1 }]]);
  let replays = 0;
  while (frontier.size > 0) {
    const next = new Map<string, { snapshot: Snapshot; p: number }>();
    for (const { snapshot: from, p } of frontier.values()) {
      const pending: number[][] = [[]];
      while (pending.length > 0) {
        const choices = pending.pop()!;
        if (++replays > EXACT_ENGAGEMENT_LIMITS.replays) throw new ExactIntractableError(engagementMessages.exactTooLarge(EXACT_ENGAGEMENT_LIMITS));
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
        const k = key(s, fields);
        const seen = next.get(k);
        if (seen) seen.p += q;
        else next.set(k, { snapshot: snapshot(s, fields), p: q });
      }
    }
    if (next.size > EXACT_ENGAGEMENT_LIMITS.states) throw new ExactIntractableError(engagementMessages.exactTooLarge(EXACT_ENGAGEMENT_LIMITS));
    frontier = next;
  }
}

function snapshot<S>(s: S, fields: Array<keyof S & string>): Snapshot {
  return fields.map((f) => {
    const value = s[f] as unknown;
    return typeof value === 'number' ? value : (value as Int32Array).slice();
  });
}

function restore<S>(s: S, fields: Array<keyof S & string>, from: Snapshot): void {
  fields.forEach((f, i) => {
    const value = from[i];
    if (typeof value === 'number') (s as Record<string, unknown>)[f] = value;
    else (s[f] as unknown as Int32Array).set(value as Int32Array);
  });
}

function key<S>(s: S, fields: Array<keyof S & string>): string {
  let out = '';
  for (const f of fields) {
    const value = s[f] as unknown as number | Field;
    out += typeof value === 'number' ? `${value};` : `${Array.prototype.join.call(value, ',')};`;
  }
  return out;
}
