import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { diceMessages } from '../messages.js';
import { EnumeratingRoll } from './EnumeratingRoll.js';
import { BranchHere, Script } from './Script.js';

/** The most replays one enumeration makes (each replay follows one path of the procedure's random calls). */
const ENUMERATION_LIMITS = { replays: 1_000_000 } as const;

/** How an enumeration runs: with exact weights, on a roll of the caller's (its memo shared), within a limit. */
interface EnumerationOptions {
  exact?: boolean;
  roll?: EnumeratingRoll;
  replays?: number;
}

/**
 * Every path through a procedure written against `Roll` (the engagement chain's scripted replay, generalised):
 * `play` is replayed with an EnumeratingRoll once per combination of the outcomes of its random calls — each call
 * past the script's end branches, and the path is replayed once per outcome — and `visit` gets each finished
 * path's result with the script, whose `p` (and, with `exact`, `num` / `den`) is that path's probability. Throws
 * ExactIntractableError past ENUMERATION_LIMITS, and for `roll.uniform()`.
 * For example, enumeratePaths((roll) => roll.die(2), visit) calls visit(1, script) and visit(2, script), p 0.5 each.
 */
export function enumeratePaths<T>(
  play: (roll: EnumeratingRoll) => T,
  visit: (value: T, script: Script) => void,
  {
    exact = false,
    roll = new EnumeratingRoll(new Script(exact)),
    replays = ENUMERATION_LIMITS.replays as number,
  }: EnumerationOptions = {},
): void {
  const script = roll.script;
  const pending: number[][] = [[]];
  let made = 0;
  while (pending.length > 0) {
    const choices = pending.pop()!;
    if (++made > replays) throw new ExactIntractableError(diceMessages.enumerationTooLarge(replays));
    script.replay(choices);
    let value: T;
    try {
      value = play(roll);
    } catch (branch) {
      if (!(branch instanceof BranchHere)) throw branch;
      // The branch is taken at the script's end: a call inside a step's own enumeration is that enumeration's.
      // Every path waiting is one replay more at least: past the limit, refused now rather than held in memory
      // (a pool of 3 003 ways a call, or a reroll loop, would pile up millions of them first).
      if (made + pending.length + branch.outcomes > replays) {
        throw new ExactIntractableError(diceMessages.enumerationTooLarge(replays));
      }
      for (let k = branch.outcomes - 1; k >= 0; k--) pending.push([...choices, k]);
      continue;
    }
    if (script.p > 0) visit(value, script);
  }
}
