import type { NormalizeResult } from '../../../core/Issue.js';
import type { PanicRecoveryCell } from './PanicRecoveryCell.js';
import { panicRecoveryCellOf } from './panicRecoveryCellOf.js';
import type { PanicRecoveryScenarioCell } from './schema.js';

/** The LD of each turn's recovery test (Recovering from panic; Morale: outside command radius). */
export function normalizePanicRecovery(scenario: PanicRecoveryScenarioCell): NormalizeResult<PanicRecoveryCell> {
  return { ok: true, value: panicRecoveryCellOf(scenario) };
}
