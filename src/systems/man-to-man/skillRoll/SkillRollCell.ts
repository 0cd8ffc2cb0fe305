/** Plain data of one roll: the code (ROLL in rollTable.ts) of each 3d6 total 0..18 (entries 0..2 unused). */
export interface SkillRollCell {
  outcomeOfRoll: number[];
}
