import type { EngagementState } from './EngagementState.js';

/**
 * A ROUTED unit "must withdraw towards its own baseline ... and will not fire at anything": it leaves the battle
 * (it is no target and activates no more).
 * @example routIfRouted(state, 2) // state.gone[2] === 1 when unit 2 is at RO
 */
export function routIfRouted(s: EngagementState, i: number): void {
  if (s.confidence[i] < 4 || s.gone[i] === 1) return;
  s.gone[i] = 1;
  if (s.trace) s.trace(`    ${s.cell.units[i].id.toUpperCase()} is ROUTED and leaves the battle`);
}
