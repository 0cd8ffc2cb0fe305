import { createStream } from '../../../dice/streams.js';
import { UniformDraws } from '../../../dice/uniformDraws.js';
import type { EngagementCell } from './EngagementCell.js';
import { engagementState } from './EngagementState.js';
import { playEngagement } from './playEngagement.js';

/** The random stream traces draw from: apart from every chunk's (stream group × 2³² + chunk index). */
const TRACE_STREAM = 2 ** 52;

/**
 * `count` engagements of a cell played out in words, turn by turn (who activated, what they rolled, what happened), by
 * the kernel's own playEngagement, on a stream of their own for `seed`, so a designer can check the simulation
 * plays like the table.
 * @example traceEngagements(cell, 7, 1)[0] // 'Engagement 1\nTurn 1\n  B1 squad activates (CO, 8 figures, 0 suppression) …'
 */
export function traceEngagements(cell: EngagementCell, seed: number, count: number): string[] {
  const state = engagementState(cell);
  const draws = new UniformDraws();
  draws.start(createStream(seed, TRACE_STREAM).s);
  const traces: string[] = [];
  for (let n = 1; n <= count; n++) {
    const lines = [`Engagement ${n}`];
    state.trace = (line) => lines.push(line);
    playEngagement(state, draws);
    traces.push(lines.join('\n'));
  }
  return traces;
}
