import { oneAction, type SpotCase, type SpotName, stillInverted } from './bruteForceSpotting.js';

const RANK: Record<SpotName, number> = { nothing: 0, not_a_unit: 1, flipped: 2, revealed: 3 };

/** A drone's mission as the rulebook tells it, dice already looked up. */
export interface DroneCase {
  spot: SpotCase;
  /** The result with no roll (a counter in the open), or undefined when it is rolled for. */
  seen?: SpotName;
  turns: number;
  spotsPerTurn: number;
  shotDice: number[];
  droneDie: number;
  enemyFirst: boolean;
}

/**
 * A plain enumeration of a drone's mission, written apart from the evaluator: the turn's events listed in order
 * (shots, SPOT actions) and followed recursively, every shot's two dice walked face by face, without merging states.
 * Test code only.
 */
export function bruteForceDrone(c: DroneCase): { outcomes: Record<SpotName, number>; spots: number[]; lost: number } {
  const outcomes: Record<SpotName, number> = { nothing: 0, not_a_unit: 0, flipped: 0, revealed: 0 };
  const spots = new Array<number>(c.turns * c.spotsPerTurn + 1).fill(0);
  let lost = 0;
  const action = oneAction(c.spot);
  const turn: Array<{ shot: number } | 'spot'> = [];
  const shots = c.shotDice.map((q) => ({ shot: q }));
  for (let t = 0; t < c.turns; t++)
    turn.push(
      ...(c.enemyFirst ? shots : []),
      ...Array<'spot'>(c.spotsPerTurn).fill('spot'),
      ...(c.enemyFirst ? [] : shots),
    );
  const go = (i: number, best: SpotName, used: number, down: boolean, p: number): void => {
    if (i === turn.length || down) {
      outcomes[best] += p;
      spots[used] += p;
      if (down) lost += p;
      return;
    }
    const event = turn[i];
    if (event === 'spot') {
      if (c.seen !== undefined || !stillInverted(c.spot, best)) return go(i + 1, best, used, false, p);
      for (const [name, q] of action) go(i + 1, RANK[name] > RANK[best] ? name : best, used + 1, false, p * q);
      return;
    }
    let beaten = 0;
    for (let d = 1; d <= c.droneDie; d++) for (let q = 1; q <= event.shot; q++) if (q > d) beaten++;
    const pDown = beaten / (c.droneDie * event.shot);
    go(i + 1, best, used, true, p * pDown);
    go(i + 1, best, used, false, p * (1 - pDown));
  };
  go(0, c.seen ?? 'nothing', 0, false, 1);
  return { outcomes, spots, lost };
}
