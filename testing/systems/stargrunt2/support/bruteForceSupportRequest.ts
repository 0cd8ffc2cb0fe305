import type { SupportRequestCell } from '../../../../src/systems/stargrunt2/support/supportRequest/SupportRequestCell.js';

/** What the brute force adds up: the five outcomes and the three histograms, by value. */
export interface BruteForceSupport {
  outcomes: Record<'arrived' | 'en_route' | 'refused' | 'aborted' | 'shot_down', number>;
  arrival_turn: Map<number, number>;
  granted_on_request: Map<number, number>;
  chits_spent: Map<number, number>;
}

/**
 * A plain enumeration of a support request, written apart from the exact evaluator (no shared code): every face of
 * every die rolled, in the order the table rolls them — the chit pool, each request's die until one succeeds, a D6
 * for a random box, the ADE against the ECM, the pilot's quality die, the ADE against the armour — each path with
 * the product of 1/sides as its weight; turns are walked one at a time, the counter moved one box per Turn End
 * Phase. Small cells only (it grows with the faces to the power of the requests).
 */
export function bruteForceSupportRequest(cell: SupportRequestCell): BruteForceSupport {
  const out: BruteForceSupport = {
    outcomes: { arrived: 0, en_route: 0, refused: 0, aborted: 0, shot_down: 0 },
    arrival_turn: new Map(),
    granted_on_request: new Map(),
    chits_spent: new Map(),
  };
  // Up to 10⁶ paths land in one sum: compensated (Neumaier) sums keep it to the last few digits.
  const sums = new Map<string, [number, number]>();
  const add = (name: string, k: number, w: number) => {
    const key = `${name}:${k}`;
    const [sum, carry] = sums.get(key) ?? [0, 0];
    const t = sum + w;
    sums.set(key, [t, carry + (Math.abs(sum) >= Math.abs(w) ? sum - t + w : w - t + sum)]);
  };
  const never = cell.turns + 1;
  const lastRequest = cell.turns * cell.requestsPerTurn;

  const finish = (
    outcome: keyof BruteForceSupport['outcomes'],
    arrival: number,
    request: number,
    spent: number,
    w: number,
  ) => {
    add(outcome, 0, w);
    add('arrival_turn', arrival, w);
    add('granted_on_request', request, w);
    add('chits_spent', spent, w);
  };

  // The counter on the chart: in `box` during `turn`; in box 1 it comes down (fire) or moves into the Battle Area
  // at the Turn End Phase and enters the next turn (units), running the ADE as it leaves box 1.
  const approach = (box: number, turn: number, request: number, spent: number, w: number): void => {
    if (turn > cell.turns) return finish('en_route', never, request, spent, w);
    if (box > 1) return approach(box - 1, turn + 1, request, spent, w);
    const enters = turn + cell.arrivalDelay;
    const land = (ww: number) =>
      enters <= cell.turns
        ? finish('arrived', enters, request, spent, ww)
        : finish('en_route', never, request, spent, ww);
    const air = cell.airDefence;
    if (!air) return land(w);
    for (let a = 1; a <= air.ade; a++) {
      for (let e = 1; e <= air.ecm; e++) {
        const w2 = w / air.ade / air.ecm;
        if (a <= e) {
          land(w2);
          continue;
        }
        for (let q = 1; q <= air.pilotSides; q++) {
          const w3 = w2 / air.pilotSides;
          if (q <= air.pilotNeeded) {
            finish('aborted', never, request, spent, w3);
            continue;
          }
          for (let a2 = 1; a2 <= air.ade; a2++) {
            for (let r = 1; r <= air.armourSides; r++) {
              const w4 = w3 / air.ade / air.armourSides;
              if (a2 > r * air.armourMultiplier) finish('shot_down', never, request, spent, w4);
              else land(w4);
            }
          }
        }
      }
    }
  };

  const request = (n: number, chitsLeft: number, spent: number, w: number): void => {
    if (n > lastRequest) return finish('refused', never, lastRequest + 1, spent, w);
    const commit = Math.min(chitsLeft, cell.perRequest);
    const sides = cell.sidesByChits[commit];
    const turn = Math.floor((n - 1) / cell.requestsPerTurn) + 1;
    for (let face = 1; face <= sides; face++) {
      const wf = w / sides;
      if (face <= cell.needed) {
        request(n + 1, chitsLeft - commit, spent + commit, wf);
      } else if (cell.startBox > 0) {
        approach(cell.startBox, turn, n, spent + commit, wf);
      } else {
        for (let d6 = 1; d6 <= 6; d6++) approach(Math.ceil(d6 / 2), turn, n, spent + commit, wf / 6);
      }
    }
  };

  if (cell.poolDie > 0) for (let p = 1; p <= cell.poolDie; p++) request(1, p, 0, 1 / cell.poolDie);
  else request(1, cell.poolFixed, 0, 1);
  for (const [key, [sum, carry]] of sums) {
    const [name, k] = key.split(':');
    if (name in out.outcomes) out.outcomes[name as keyof BruteForceSupport['outcomes']] = sum + carry;
    else (out[name as 'arrival_turn'] as Map<number, number>).set(Number(k), sum + carry);
  }
  return out;
}
