import type { Issue } from '../../../core/Issue.js';
import { lookUpName } from '../../../core/lookUpName.js';
import {
  CONFIDENCE_THREATS,
  type Motivation,
  type ThreatRow,
  UNTREATED_CASUALTY_THREAT,
} from '../data/confidenceThreatLevels.js';
import { moraleNames } from './messages.js';

/**
 * The threat level of a confidence test (THREAT LEVEL TABLE FOR CONFIDENCE TESTS): the HIGHEST basic level
 * that applies plus every "+" level, at the given mission motivation; NTR rows count for nothing. Returns
 * null when no test is taken: nothing applies but NTR rows, or (with `plusAloneTests` false) no basic row
 * applies. Unknown names push issues. `house` replaces table entries (`{ casualties: { medium: 2 } }`).
 * @example confidenceThreatLevel(['casualties'], 0, 'medium', true, ['circumstances'], []) // 1
 */
export function confidenceThreatLevel(
  circumstances: readonly string[],
  untreatedCasualties: number,
  motivation: Motivation,
  plusAloneTests: boolean,
  path: Issue['path'],
  issues: Issue[],
  house: HouseThreatLevels = {},
): number | null {
  const table = threatTable(house);
  let basic: number | null = null;
  let plus = 0;
  let anyPlus = false;
  circumstances.forEach((name, i) => {
    const row = lookUpName(table, name, [...path, i], moraleNames.confidenceCircumstance, issues);
    if (!row) return;
    const level = row.levels[motivation];
    if (level === null) return; // NTR
    if (row.kind === 'basic') basic = Math.max(basic ?? 0, level);
    else {
      plus += level;
      anyPlus = true;
    }
  });
  const perCasualty = table['untreated-casualty'].levels[motivation];
  if (untreatedCasualties > 0 && perCasualty !== null) {
    plus += perCasualty * untreatedCasualties;
    anyPlus = true;
  }
  if (basic === null && !(anyPlus && plusAloneTests)) return null;
  return (basic ?? 0) + plus;
}

/** House threat levels: circumstance → motivation → level (null for NTR), replacing the table's entries. */
export type HouseThreatLevels = Record<string, Partial<Record<Motivation, number | null>>>;

/** The confidence threat table in force, with the per-casualty row as `untreated-casualty`. */
function threatTable(house: HouseThreatLevels): Record<string, ThreatRow> {
  const table: Record<string, ThreatRow> = { ...CONFIDENCE_THREATS, 'untreated-casualty': UNTREATED_CASUALTY_THREAT };
  for (const [name, levels] of Object.entries(house)) {
    const row = table[name] ?? { kind: 'plus', levels: { low: 0, medium: 0, high: 0 } };
    table[name] = { kind: row.kind, levels: { ...row.levels, ...levels } };
  }
  return table;
}
