import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import { CO_LD_BONUS, GRADE_PROFILES } from '../data/grades.js';
import { messages } from '../messages.js';
import type { OverwatchCell } from './OverwatchCell.js';
import type { OverwatchScenarioCell } from './schema.js';

/** Turns an overwatch scenario cell into the leader's LD faces and whether the unit may try (Overwatch). */
export function normalizeOverwatch(s: OverwatchScenarioCell): NormalizeResult<OverwatchCell> {
  const ld = s.leader.ld ?? GRADE_PROFILES[s.leader.grade].ld + (s.leader.co ? CO_LD_BONUS : 0);
  const allowed = !s.panicked && !s.suppressed;
  return { ok: true, value: { ldFaces: d20Faces(ld), allowed, attempts: s.attempts, ...(allowed ? {} : { note: messages.noOverwatch }) } };
}
