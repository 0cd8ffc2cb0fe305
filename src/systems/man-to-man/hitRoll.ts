/** How a 3d6 roll is compared with a modified attribute (4.0 Combat: "must be under"). */
export type HitRollRule = 'under' | 'equal-or-under';

/**
 * The highest 3d6 total that succeeds against a modified attribute (before criticals): strictly under
 * it by default ("the score must be under the modified characters DEX"), or equal or under.
 * @example highestSuccessfulRoll(12, 'under') // 11
 */
export function highestSuccessfulRoll(target: number, rule: HitRollRule): number {
  return rule === 'under' ? Math.ceil(target) - 1 : Math.floor(target);
}
