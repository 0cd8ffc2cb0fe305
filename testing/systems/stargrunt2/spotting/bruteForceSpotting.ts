/**
 * A plain enumeration of OBSERVE actions on one inverted counter, written apart from the evaluators: each action's
 * faces are walked die by die (the counter's die, then the observer's dice), and the actions are followed as every
 * sequence of results, recursively, without merging states. Test code only.
 */

export type SpotName = 'nothing' | 'not_a_unit' | 'flipped' | 'revealed';

const RANK: Record<SpotName, number> = { nothing: 0, not_a_unit: 1, flipped: 2, revealed: 3 };

/** The situation as the rulebook states it: dice already looked up, the counter as written. */
export interface SpotCase {
  /** The observer's dice (quality and sensor, or a drone's). */
  dice: number[];
  counterDie: number;
  kind: 'unit' | 'sniper' | 'dummy' | 'mine' | 'booby-trap';
  range: number;
  dummyRemoved: boolean;
  flippedObservable: boolean;
  /** A mine or booby-trap is flipped face-up only this close (the book's 6"; parameter `mine-reveal-within`). */
  mineRevealWithin?: number;
}

/** What one action does, told from the counter's side: how many of the observer's dice beat its roll. */
export function spotName(c: SpotCase, beaten: number): SpotName {
  if (beaten === 0) return 'nothing';
  const major = beaten >= 2;
  if (c.kind === 'unit') return major ? 'revealed' : 'flipped';
  if (c.kind === 'sniper') return major ? 'revealed' : 'not_a_unit';
  if (c.kind === 'dummy') return major || c.dummyRemoved ? 'revealed' : 'not_a_unit';
  return major && c.range <= (c.mineRevealWithin ?? 6) ? 'revealed' : 'not_a_unit';
}

/** One action's results and their chances, every face of every die walked in turn. */
export function oneAction(c: SpotCase): Map<SpotName, number> {
  const odds = new Map<SpotName, number>();
  const walk = (i: number, roll: number, beaten: number, p: number): void => {
    if (i === c.dice.length) {
      const name = spotName(c, beaten);
      odds.set(name, (odds.get(name) ?? 0) + p);
      return;
    }
    for (let face = 1; face <= c.dice[i]; face++) walk(i + 1, roll, beaten + (face > roll ? 1 : 0), p / c.dice[i]);
  };
  for (let roll = 1; roll <= c.counterDie; roll++) walk(0, roll, 0, 1 / c.counterDie);
  return odds;
}

/** Whether the observer may still observe a counter after `best`. */
export function stillInverted(c: SpotCase, best: SpotName): boolean {
  return best === 'nothing' || best === 'not_a_unit' || (best === 'flipped' && c.flippedObservable);
}

/** Up to `attempts` actions, every sequence of results: P(best result) and P(actions used). */
export function bruteForceSpotting(
  c: SpotCase,
  attempts: number,
): { outcomes: Record<SpotName, number>; used: number[] } {
  const outcomes: Record<SpotName, number> = { nothing: 0, not_a_unit: 0, flipped: 0, revealed: 0 };
  const used = new Array<number>(attempts + 1).fill(0);
  const action = oneAction(c);
  const go = (k: number, best: SpotName, p: number): void => {
    if (k === attempts || !stillInverted(c, best)) {
      outcomes[best] += p;
      used[k] += p;
      return;
    }
    for (const [name, q] of action) go(k + 1, RANK[name] > RANK[best] ? name : best, p * q);
  };
  go(0, 'nothing', 1);
  return { outcomes, used };
}
