import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { spottingMessages as messages } from '../messages.js';
import { spotDiceOf } from '../spotDiceOf.js';
import type { DroneCell } from './DroneCell.js';
import type { DroneScenarioCell } from './schema.js';

/**
 * Turns one parsed drone cell into dice: DRONES — "the drone must make a spotting roll with a die type relevant to its
 * System level", observing "just as any other airborne unit" (SPOTTING FROM AIR VEHICLES); a shot at it "rolls its
 * Quality die - if it beats the drone's system die roll the drone is shot down".
 */
export function normalizeDrone(scenario: DroneScenarioCell): NormalizeResult<DroneCell> {
  const { drone, rules } = scenario;
  // The SENSOR TYPES TABLE's die of the system's level (parameters `basic-system-die` …).
  const system = rules[`${drone.system}-system-die`];
  const systemOnly = rules['drone-dice'] === 'system-only';
  const dice = systemOnly ? [system] : [QUALITY_DICE[drone.operator], system];
  const { spot, notes } = spotDiceOf({ dice, counter: scenario.counter, range: scenario.range, airborne: true, rules });
  if (systemOnly) notes.push(messages.oneDieDrone);
  const shotDice = scenario.shooters.flatMap((s) => Array<number>(s.actions).fill(QUALITY_DICE[s.quality]));
  return {
    ok: true,
    value: {
      spot,
      turns: scenario.turns,
      spotsPerTurn: scenario.spots_per_turn,
      shotDice,
      droneDie: system,
      enemyFirst: scenario.enemy_first,
      note: notes.join('; '),
    },
  };
}
