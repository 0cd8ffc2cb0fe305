import type { NamedExactResult } from '../../../../core/ExactResult.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import { spotOdds } from '../spotOdds.js';
import { counterOutcomeNames } from '../spotting/counterOutcomeNames.js';
import type { DroneCell } from './DroneCell.js';
import type { DroneDistribution, DroneOutcome } from './droneQuantities.js';

/** A state of the mission: the drone flying or lost, the best result so far, the SPOT actions made. */
interface State {
  lost: number;
  best: number;
  used: number;
  p: number;
}

/**
 * Exact evaluator of a drone's mission: a chain over turns and their phases (the enemy's shots — each a single opposed
 * roll of the shooter's quality die against the drone's system die — and the drone's SPOT actions, spotOdds), merging
 * states of the same (lost, best, actions).
 * @example exactDrone(cell).distributions.drone_shot_down[1] // 1 − (21/48)² for two Regular shots (D8) at a Basic drone (D6) over one turn (a D8 beats a D6 27 times in 48)
 */
export function exactDrone(cell: DroneCell): NamedExactResult<DroneOutcome, DroneDistribution> {
  const survive = cell.shotDice.reduce(
    (p, q) => p * (1 - opposedRollDist([q], cell.droneDie).probWhere((s) => s >>> 16 === 1)),
    1,
  );
  const odds = spotOdds(cell.spot);
  let states: State[] = [{ lost: 0, best: cell.spot.automatic, used: 0, p: 1 }];
  const shoot = () => {
    states = merge(
      states.flatMap((s) =>
        s.lost
          ? [s]
          : [
              { ...s, p: s.p * survive },
              { ...s, lost: 1, p: s.p * (1 - survive) },
            ],
      ),
    );
  };
  const spotOnce = () => {
    states = merge(
      states.flatMap((s) =>
        s.lost || cell.spot.against === 0 || s.best >= cell.spot.stopAt
          ? [s]
          : odds.map((q, r) => ({ lost: 0, best: Math.max(s.best, r), used: s.used + 1, p: s.p * q })),
      ),
    );
  };
  for (let turn = 0; turn < cell.turns; turn++) {
    if (cell.enemyFirst) shoot();
    for (let k = 0; k < cell.spotsPerTurn; k++) spotOnce();
    if (!cell.enemyFirst) shoot();
  }
  const outcomes = [0, 0, 0, 0];
  const used = new Array<number>(cell.turns * cell.spotsPerTurn + 1).fill(0);
  const lost = [0, 0];
  for (const s of states) {
    outcomes[s.best] += s.p;
    used[s.used] += s.p;
    lost[s.lost] += s.p;
  }
  return { outcomes: counterOutcomeNames(outcomes), distributions: { spot_actions: used, drone_shot_down: lost } };
}

function merge(states: State[]): State[] {
  const byKey = new Map<string, State>();
  for (const s of states) {
    if (s.p === 0) continue;
    const key = `${s.lost},${s.best},${s.used}`;
    const seen = byKey.get(key);
    if (seen) seen.p += s.p;
    else byKey.set(key, { ...s });
  }
  return [...byKey.values()];
}
