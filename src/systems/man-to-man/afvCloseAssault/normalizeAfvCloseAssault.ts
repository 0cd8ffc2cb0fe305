import type { Issue, NormalizeResult } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import type { AfvCloseAssaultCell } from './AfvCloseAssaultCell.js';
import type { AfvCloseAssaultScenarioCell } from './schema.js';

/** Turns an afv-close-assault scenario cell into numbers (8.2 Close assault). */
export function normalizeAfvCloseAssault(s: AfvCloseAssaultScenarioCell): NormalizeResult<AfvCloseAssaultCell> {
  const issues: Issue[] = [];
  const bonuses: Record<string, number> = { ...s.rules['weapon-bonus'], other: 0 };
  let factor = s.rules['base-factor'];
  s.attackers.forEach((a, i) => {
    const bonus = lookUpName(bonuses, a.weapon, ['attackers', i, 'weapon'], { kind: 'close assault weapon' }, issues);
    if (bonus !== undefined) factor += bonus * a.count;
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      factor,
      knockOutMax: s.rules['close-assault-critical'] === '3-5' ? 5 : 3,
      failFrom: s.rules['close-assault-failures'] === '16-18' ? 16 : 19,
    },
  };
}
