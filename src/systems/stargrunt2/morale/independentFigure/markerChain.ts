/** Probability left unresolved below which the chain stops (as the other chains: truncate only below 1e-12). */
const CHAIN_TAIL = 1e-12;
const MAX_ACTIVATIONS = 10_000;

/** When a marker comes off (or the figure's nerve fails), activation by activation. */
interface MarkerChainResult {
  /** P(resolved in activation t), t from 1 (index 0 unused). */
  resolvedAt: number[];
  /** P(still marked after the last activation) (< 1e-12). */
  remaining: number;
}

/**
 * An independent figure's marker, activation after activation: `rolls` removal rolls per activation, each ending
 * the marker with chance `ends` (it comes off, or a ONE breaks the figure's nerve), iterated until less than 1e-12
 * is still marked.
 * @example markerChain(0.75, 2).resolvedAt[1] // 0.9375: a Regular LV2 clears a suppression with one of two rolls
 */
export function markerChain(ends: number, rolls: number): MarkerChainResult {
  const stays = (1 - ends) ** rolls;
  const resolvedAt = [0];
  let left = 1;
  for (let t = 1; t <= MAX_ACTIVATIONS; t++) {
    resolvedAt.push(left * (1 - stays));
    left *= stays;
    if (left < CHAIN_TAIL) return { resolvedAt, remaining: left };
  }
  throw new Error('marker chain did not converge');
}
