import type { NormalizeResult } from '../../../../core/Issue.js';
import { QUALITY_DICE } from '../../data/qualities.js';
import type { SuppressionRemovalCell } from './SuppressionRemovalCell.js';
import type { SuppressionRemovalScenarioCell } from './schema.js';
import { suppressionChain } from './suppressionChain.js';

/** Turns one parsed suppression-removal cell into numbers, with the turn cap of its Markov chain. */
export function normalizeSuppressionRemoval(
  scenario: SuppressionRemovalScenarioCell,
): NormalizeResult<SuppressionRemovalCell> {
  const base = {
    sides: QUALITY_DICE[scenario.unit.quality],
    needed: scenario.unit.leadership + scenario.rules['removal-threat-level'],
    markers: scenario.markers,
    reorganise: scenario.reorganise,
    inCover: scenario.cover !== 'open',
  };
  return { ok: true, value: { ...base, cap: suppressionChain(base).cap } };
}
