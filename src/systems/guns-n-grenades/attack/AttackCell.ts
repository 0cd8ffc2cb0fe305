/** One unit hit by the attack: the primary target first, then the others in the blast radius. */
export interface AttackedUnit {
  /** The attacker's ATK against this unit (Hollow Point Rounds and Bayonets included). */
  atk: number;
  /** This unit's DEF (cover, hunker, Body Armor included). */
  def: number;
  /** Its state on its life track before the attack (see lifeTrack). */
  start: number;
  /** Its life track's Dead state. */
  dead: number;
  /** next[state * 4 + damage]. */
  next: number[];
  /** Life stage shown for each state (0 Healthy … 3 Dead). */
  stageOf: number[];
}

/** The attacker's part of a cell (attack, ground-blast): whether it can attack, its way there, Fast Shot, its damage. */
export interface AttackerCellFields {
  /** False when the target is out of range or inside the minimum range: every trial is `no_attack`. */
  canAttack: boolean;
  /** Dangerous terrain crossed by the attacker before attacking. */
  attackerTerrain: number;
  /** d6 faces, from 1 up, on which a piece of dangerous terrain hits (rules.dangerous-terrain-faces; the book's 1). */
  terrainHitFaces: number;
  attackerStart: number;
  attackerDead: number;
  attackerNext: number[];
  /** Fast Shot: 0 none, 1 re-roll the attacker's die after a miss, 2 re-roll both dice. */
  fastShot: 0 | 1 | 2;
  /** Life stages (vehicle stages) one hit progresses (0: a flashbang stuns). */
  damage: number;
}

/**
 * One normalized `attack` cell: plain numbers only (it crosses to the worker threads).
 * Built by normalizeAttack, read by the kernel and the exact evaluator.
 */
export interface AttackCell extends AttackerCellFields {
  /** True: every unit in the blast radius takes the damage when the target is hit; false: each rolls its own DEF. */
  blastHitsAll: boolean;
  targets: AttackedUnit[];
  note?: string;
}
