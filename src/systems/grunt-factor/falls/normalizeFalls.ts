import type { NormalizeResult } from '../../../core/Issue.js';
import { d20Faces } from '../common/d20Faces.js';
import { saveTarget } from '../common/saveTarget.js';
import { FALL_DAMAGE, FALL_DAMAGE_ENTRIES, type FallRow, JUMP_DAMAGE } from '../data/fallDamage.js';
import { GRADE_PROFILES } from '../data/grades.js';
import { messages } from '../messages.js';
import type { FallCell } from './FallCell.js';
import type { ClimbScenarioCell, JumpScenarioCell } from './schema.js';

type Rules = JumpScenarioCell['rules'];
type Figure = JumpScenarioCell['figure'];

/** The damage saves of a fall from `height` cm: the table row, then "(x2)" as two saves (or doubled damage). */
function fallStep(
  table: FallRow[],
  height: number,
  figure: Figure,
  rules: Rules,
  fallFaces: number,
): FallCell['steps'][number] | undefined {
  const row =
    table.find((r) =>
      rules['height-edge'] === 'lower-row' ? height >= r.from && height <= r.to : height >= r.from && height < r.to,
    ) ??
    (rules['height-edge'] === 'upper-row' && height === table[table.length - 1].to
      ? table[table.length - 1]
      : undefined);
  if (!row) return undefined;
  const damage = rules['fall-damage'][FALL_DAMAGE_ENTRIES[table.indexOf(row)]];
  const multiply = rules['damage-times'] === 'multiply';
  const save = saveTarget(
    damage * (multiply ? row.times : 1),
    figure.armour ?? GRADE_PROFILES[figure.grade].armour,
    rules['save-base'],
  );
  return { fallFaces, saveFaces: d20Faces(save), saveRolls: multiply ? 1 : row.times, height };
}

/** Jump: the damage of a jump from `height` cm (below 5 cm: none). */
export function normalizeJump(s: JumpScenarioCell): NormalizeResult<FallCell> {
  if (s.height < JUMP_DAMAGE[0].from) {
    return {
      ok: true,
      value: { mode: 'jump', steps: [{ fallFaces: 20, saveFaces: 20, saveRolls: 0, height: s.height }] },
    };
  }
  const step = fallStep(JUMP_DAMAGE, s.height, s.figure, s.rules, 20);
  if (!step) return { ok: false, issues: [{ path: ['height'], message: messages.fallBeyondTable(s.height) }] };
  return { ok: true, value: { mode: 'jump', steps: [step] } };
}

/** Climb: 3 cm per action (rules.climb-cm-per-action), a d20 after each, 19-20 falls (rules.climb-fall-faces) from the height reached. */
export function normalizeClimb(s: ClimbScenarioCell): NormalizeResult<FallCell> {
  const perAction = s.rules['climb-cm-per-action'];
  const actions = Math.ceil(s.height / perAction);
  const steps: FallCell['steps'] = [];
  for (let k = 1; k <= actions; k++) {
    const step = fallStep(
      FALL_DAMAGE,
      Math.min(s.height, k * perAction),
      s.figure,
      s.rules,
      s.rules['climb-fall-faces'],
    );
    if (!step) return { ok: false, issues: [{ path: ['height'], message: messages.fallBeyondTable(s.height) }] };
    steps.push(step);
  }
  return { ok: true, value: { mode: 'climb', steps } };
}
