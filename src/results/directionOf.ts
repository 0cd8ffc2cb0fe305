import type { ResolutionInfo } from '../systems/ResolutionInfo.js';

/**
 * Which way a result points for the resolution's side (see Favours): 1 when more of it is good for the side, −1
 * when bad, 0 when it is neither (e.g. "suppressed only", between no effect and effective fire).
 * @example directionOf(fireInfo, 'no_effect') // -1
 */
export function directionOf(info: ResolutionInfo, name: string): 1 | -1 | 0 {
  if (info.favours.up.includes(name)) return 1;
  if (info.favours.down.includes(name)) return -1;
  return 0;
}
