import type { ResolutionInfo } from '../systems/ResolutionInfo.js';
import type { DerivedInfo } from './ResultsDocument.js';

/**
 * Which way a result points for the resolution's side (see Favours): 1 when more of it is good for the side, −1
 * when bad, 0 when it is neither (e.g. "suppressed only", between no effect and effective fire). A derived outcome
 * of the scenario's own points the way its parts all point (`a + b`), or its distribution's way (`dead >= 2`; the
 * other way for `<=` and `<`; neither for `=`).
 * @example directionOf(fireInfo, 'no_effect') // -1
 */
export function directionOf(info: ResolutionInfo, name: string, derived: readonly DerivedInfo[] = []): 1 | -1 | 0 {
  if (info.favours.up.includes(name)) return 1;
  if (info.favours.down.includes(name)) return -1;
  const d = derived.find((x) => x.name === name);
  if (!d) return 0;
  const compare = /^(\w+)\s*(>=|<=|=|>|<)\s*\d+$/.exec(d.expression);
  if (compare) {
    const way = directionOf(info, compare[1]);
    return compare[2] === '=' ? 0 : compare[2].startsWith('>') ? way : (-way as 1 | -1 | 0);
  }
  const ways = new Set(d.expression.split('+').map((part) => directionOf(info, part.trim())));
  return ways.size === 1 ? [...ways][0] : 0;
}
