import type { Dist } from './Dist.js';

/** How one die score stands against another. */
export type Comparison = 'greater' | 'equal' | 'less';

/**
 * Opposed roll of two independent dice: whether a's score is greater than, equal to or less than b's.
 * (Stargrunt II: the actor succeeds only on 'greater' — see TYPES OF DIE ROLLS, GENERAL RULE.)
 * @example compareDice(Dist.uniform(6), Dist.uniform(6)).probExact('greater') // { num: 5n, den: 12n } (15/36)
 */
export function compareDice(a: Dist<number>, b: Dist<number>): Dist<Comparison> {
  return a.combine(b, (x, y): Comparison => (x > y ? 'greater' : x === y ? 'equal' : 'less'));
}
