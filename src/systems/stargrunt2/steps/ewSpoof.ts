/**
 * ELECTRONIC WARFARE iii) Disruption of Enemy Sensors and Guidance Systems, for the kernels: the EW die (`ewSides`)
 * rolled from `u[next]` jams the opponent's action when it EXCEEDS `lowest`, the lowest face among the opponent's
 * dice it may beat ("if the EW roll exceeds ANY ONE of the opponent's roll(s)"). With an opposing EW unit
 * (`counterSides` > 0), iv) Jamming attempted tasks by opposing EW units: its die, from `u[next + 1]`, foils the
 * spoof by rolling HIGHER than the EW roll. Returns 1 when the action is jammed, 0 when not.
 *
 * Contract: reads exactly 1 uniform, 2 with a counter, whatever happens; the caller advances `next` by as many.
 * @example ewSpoof(6, 0, 3, Float64Array.of(0.99), 0) // 1: a 6 exceeds a 3
 */
export function ewSpoof(ewSides: number, counterSides: number, lowest: number, u: Float64Array, next: number): number {
  const ew = ((u[next] * ewSides) | 0) + 1;
  if (ew <= lowest) return 0;
  if (counterSides === 0) return 1;
  const counter = ((u[next + 1] * counterSides) | 0) + 1;
  return counter > ew ? 0 : 1;
}
