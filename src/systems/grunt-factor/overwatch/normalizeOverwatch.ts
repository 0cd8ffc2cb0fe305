import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import { soldierLd } from '../data/grades.js';
import { messages } from '../messages.js';
import type { OverwatchCell } from './OverwatchCell.js';
import type { OverwatchScenarioCell } from './schema.js';

/** Turns an overwatch scenario cell into the leader's LD faces and whether the unit may try (Overwatch). */
export function normalizeOverwatch(s: OverwatchScenarioCell): NormalizeResult<OverwatchCell> {
  const allowed = !s.panicked && !s.suppressed;
  return {
    ok: true,
    value: {
      ldFaces: d20Faces(soldierLd(s.leader, s.rules['co-ld-bonus'])),
      allowed,
      attempts: s.attempts,
      ...(allowed ? {} : { note: messages.noOverwatch }),
    },
  };
}
