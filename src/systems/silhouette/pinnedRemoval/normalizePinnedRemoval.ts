import type { NormalizeResult } from '../../../core/Issue.js';
import type { PinnedRemovalCell } from './PinnedRemovalCell.js';
import type { PinnedRemovalScenarioCell } from './schema.js';

/** Turns a pinned-removal cell into numbers. */
export function normalizePinnedRemoval(s: PinnedRemovalScenarioCell): NormalizeResult<PinnedRemovalCell> {
  return {
    ok: true,
    value: {
      counters: s.counters,
      dice: s.skill,
      modifier: s.modifier,
      maxActions: s.max_actions,
      fumbles: s.rules.fumble === 'automatic-failure',
      sixBonus: s.rules['extra-six'],
      drawSucceeds: s.rules['threshold-draw'] === 'succeeds',
      threshold: s.rules['pinned-threshold'],
      perCounter: s.rules['modifier-per-counter'],
    },
  };
}
