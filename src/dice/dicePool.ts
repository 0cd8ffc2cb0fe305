/** A pool of identical dice summed, plus a fixed modifier: NdS±M. */
export interface DicePool {
  count: number;
  sides: number;
  modifier: number;
}

const POOL_TEXT = /^\s*(\d*)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/;

/**
 * Reads dice-pool notation NdS±M such as '3d6', '2d10+1', 'd20' (count defaults to 1).
 * @returns the pool, or undefined when the text is not one (count >= 1, sides >= 2).
 * @example parseDicePool('2d10+1') // { count: 2, sides: 10, modifier: 1 }
 */
export function parseDicePool(text: string): DicePool | undefined {
  const m = POOL_TEXT.exec(text);
  if (!m) return undefined;
  const count = m[1] === '' ? 1 : Number(m[1]);
  const sides = Number(m[2]);
  const modifier = m[4] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  if (![count, sides, modifier].every(Number.isSafeInteger)) return undefined;
  if (count < 1 || sides < 2) return undefined;
  return { count, sides, modifier };
}
