import type { NumberTable } from '../../NumberTable.js';
import { CO_LD_BONUS, GRADE_PROFILES, GRADES } from './grades.js';

/** The Grunt Factor's grade → number table: what `grade:` stands for in every resolution that takes one. */
export const gruntFactorNumberTables: NumberTable[] = [
  {
    title: 'grade → CC, RC, LD',
    source: 'Basic soldiers',
    columns: ['grade', 'CC', 'RC', 'LD', `LD of a CO (+${CO_LD_BONUS})`, 'AC', 'A'],
    rows: GRADES.map((grade) => {
      const p = GRADE_PROFILES[grade];
      return [grade, p.cc, p.rc, p.ld, p.ld + CO_LD_BONUS, p.actions, p.armour];
    }),
    note:
      'A roll by the number itself: attribute-roll (attribute: ld | rc | cc, value: 14), to-hit-roll (rc), ld: 14 ' +
      'instead of grade in morale-check, panic-recovery, suppression-area, overwatch, initiative and parachute-drop. ' +
      `The CO's +${CO_LD_BONUS} is rules.co-ld-bonus; outside the command radius CC, RC and LD are halved.`,
  },
];
