import type { NormalizeResult } from '../../../core/Issue.js';
import { soldierLd } from '../data/grades.js';
import type { InitiativeCell } from './InitiativeCell.js';
import type { InitiativeScenarioCell } from './schema.js';

/** Turns an initiative scenario cell into the two LDs and the die (Turn sequence, step 1). */
export function normalizeInitiative(s: InitiativeScenarioCell): NormalizeResult<InitiativeCell> {
  return {
    ok: true,
    value: {
      ldA: soldierLd(s.army_a, s.rules['co-ld-bonus']),
      ldB: soldierLd(s.army_b, s.rules['co-ld-bonus']),
      die: s.rules['initiative-die'] === 'd6' ? 6 : 20,
    },
  };
}
