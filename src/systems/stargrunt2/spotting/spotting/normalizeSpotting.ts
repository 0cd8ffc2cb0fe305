import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import { SENSOR_DICE } from '../data/spottingTables.js';
import { spotDiceOf } from '../spotDiceOf.js';
import type { SpottingCell } from './SpottingCell.js';
import type { SpottingScenarioCell } from './schema.js';

/**
 * Turns one parsed spotting cell into dice: "The observer rolls two dice; one is his QUALITY DIE, the second is
 * whatever die type is relevant to the form of SENSOR he is using"; the counter's die from its range and cover.
 */
export function normalizeSpotting(scenario: SpottingScenarioCell): NormalizeResult<SpottingCell> {
  const dice = [QUALITY_DICE[scenario.observer.quality], SENSOR_DICE[scenario.observer.sensor]];
  const { spot, notes } = spotDiceOf({
    dice,
    counter: scenario.counter,
    range: scenario.range,
    airborne: false,
    rules: scenario.rules,
  });
  return { ok: true, value: { spot, attempts: scenario.attempts, note: notes.join('; ') } };
}
