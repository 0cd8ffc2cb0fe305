import { createStream } from '../../dice/streams.js';
import { UniformDraws } from '../../dice/uniformDraws.js';
import type { EngagementBase } from './EngagementBase.js';
import type { EngagementSystem } from './EngagementSystem.js';
import { playEngagement } from './playEngagement.js';

/** The random stream traces draw from: apart from every chunk's (stream group × 2³² + chunk index). */
const TRACE_STREAM = 2 ** 52;

/**
 * `count` engagements played out in words, turn by turn (who activated, what they rolled, what happened), by the
 * kernel's own playEngagement on a stream of their own for `seed`, so a designer can check that the simulation
 * plays like the table. `dice` makes the system's sampled dice from the uniforms they draw.
 * @example traceEngagements(system, state, (draws) => new SampledDice(draws), 7, 1)[0] // 'Engagement 1\nTurn 1\n  B1 squad activates …'
 */
export function traceEngagements<S extends EngagementBase, D>(
  system: EngagementSystem<S, D>,
  state: S,
  dice: (draws: UniformDraws) => D,
  seed: number,
  count: number,
): string[] {
  const draws = new UniformDraws();
  draws.start(createStream(seed, TRACE_STREAM).s);
  const rolls = dice(draws);
  const traces: string[] = [];
  for (let n = 1; n <= count; n++) {
    const lines = [`Engagement ${n}`];
    state.trace = (line) => lines.push(line);
    playEngagement(system, state, rolls);
    traces.push(lines.join('\n'));
  }
  state.trace = null;
  return traces;
}
