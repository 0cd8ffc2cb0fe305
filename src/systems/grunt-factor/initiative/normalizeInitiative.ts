import type { NormalizeResult } from '../../../core/Issue.js';
import { CO_LD_BONUS, GRADE_PROFILES } from '../data/grades.js';
import type { InitiativeCell } from './InitiativeCell.js';
import type { InitiativeScenarioCell } from './schema.js';

/** An army's highest LD: as given, else its grade's LD with the CO's +1 (Basic soldiers). */
function highestLd(army: InitiativeScenarioCell['army_a']): number {
  return army.ld ?? GRADE_PROFILES[army.grade].ld + (army.co ? CO_LD_BONUS : 0);
}

/** Turns an initiative scenario cell into the two LDs and the die (Turn sequence, step 1). */
export function normalizeInitiative(s: InitiativeScenarioCell): NormalizeResult<InitiativeCell> {
  return { ok: true, value: { ldA: highestLd(s.army_a), ldB: highestLd(s.army_b), die: s.rules['initiative-die'] === 'd6' ? 6 : 20 } };
}
