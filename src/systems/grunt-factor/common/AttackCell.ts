/**
 * One normalized attack cell (ranged-attack and close-combat): plain numbers only, every name and
 * modifier already turned into d20 targets. Built by the normalizers, read by attackKernel and exactAttack.
 */
export interface AttackCell {
  /** Soldiers attacking, each one action. */
  attackers: number;
  /** Shots (attacks) per action: the weapon's "(xN)". 0 when the attack is impossible. */
  shots: number;
  /** d20 faces (0..20) that hit for the first shot and for the later shots of an action. */
  hitFirst: number;
  hitRest: number;
  /** Whether an LD roll is needed (beyond 60 cm), its d20 faces, and whether it is rolled per shot. */
  ldRoll: boolean;
  ldFaces: number;
  ldPerShot: boolean;
  /** Damage rolls (saves) per hit: the "(xN)" of the Dam column; one failed save is a casualty. */
  saveRolls: number;
  /** d20 faces (0..20) that save. */
  saveFaces: number;
  /**
   * Figures each hit puts through the damage saves: 1, or those under the weapon's explosion template (Small / Large
   * Explosion Template), at most `figures`.
   */
  caught: number;
  /** The weapon's explosion template, for the report. */
  template?: 'small' | 'large';
  /** Figures in the target: casualties stop there. */
  figures: number;
  /** The modified RC (or CC), the save value, and why the attack is impossible, for the report. */
  modifiedSkill: number;
  save: number;
  note?: string;
}
