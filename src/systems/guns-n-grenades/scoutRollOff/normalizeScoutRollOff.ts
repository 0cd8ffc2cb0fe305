import type { NormalizeResult } from '../../../core/Issue.js';
import type { ScoutRollOffCell } from './ScoutRollOffCell.js';
import type { ScoutRollOffScenarioCell } from './schema.js';

/** Turns a `scout-roll-off` cell into its one switch. */
export function normalizeScoutRollOff(scenario: ScoutRollOffScenarioCell): NormalizeResult<ScoutRollOffCell> {
  return { ok: true, value: { tiesRollAgain: scenario.rules.ties === 'roll-again' } };
}
