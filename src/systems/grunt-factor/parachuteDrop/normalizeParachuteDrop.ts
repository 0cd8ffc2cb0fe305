import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import { soldierLd } from '../data/grades.js';
import { messages } from '../messages.js';
import type { ParachuteDropCell } from './ParachuteDropCell.js';
import type { ParachuteDropScenarioCell } from './schema.js';

/** Most soldiers one drop rolls for: the work of a trial grows with them. */
const MOST_SOLDIERS = 50;

/** Turns a parachute-drop scenario cell into each soldier's LD faces (Parachute deployment, 2nd option). */
export function normalizeParachuteDrop(s: ParachuteDropScenarioCell): NormalizeResult<ParachuteDropCell> {
  const total = s.soldiers.reduce((sum, k) => sum + k.count, 0);
  if (total > MOST_SOLDIERS)
    return { ok: false, issues: [{ path: ['soldiers'], message: messages.tooManyJumpers(total, MOST_SOLDIERS) }] };
  const ldFaces = s.soldiers.flatMap((k) =>
    Array.from({ length: k.count }, () => d20Faces(soldierLd(k, s.rules['co-ld-bonus']))),
  );
  return { ok: true, value: { ldFaces } };
}
