import { Dist } from '../../../dice/exact/Dist.js';
import type { Roll } from '../../../dice/Roll.js';
import type { AttackCell } from './AttackCell.js';

/**
 * One attack (shot) as a house rule's `attack` step sees it (docs/house-rules.md): d20 faces, each 0 … 20, as the
 * cell worked them out: a d20 at or under `toHit` hits, one at or under `save` saves.
 */
export interface Shooter {
  /** The modified RC (or CC) of this shot, held to 0 … 20: a d20 at or under it hits. */
  toHit: number;
  /** The save value, held to 0 … 20: a damage roll at or under it saves. */
  save: number;
  /** Damage rolls each figure the hit catches makes (the Dam column's "(xN)"); one failed is a casualty. */
  saveRolls: number;
  /** Figures the hit catches: 1, or those under the weapon's explosion template. */
  caught: number;
}

/** What an attack returns for a miss; a hit returns the figures it puts down, 0 (every one saves) … caught. */
export const MISS = -1;

/**
 * The book's attack (To Hit your target: "Roll a D20. If the result is lower or equal to the modified RC value
 * the shot hit"; To damage your target: "The roll has to be lower or equal than the modified base value"): every
 * figure the hit catches rolls its saves, all of them, and is down when any fails.
 * @example bookAttack({ toHit: 20, save: 0, saveRolls: 1, caught: 1 }, roll) // 1: a sure hit, a sure casualty
 */
export function bookAttack(shooter: Shooter, roll: Roll): number {
  if (roll.die(20) > shooter.toHit) return MISS;
  let down = 0;
  for (let f = 0; f < shooter.caught; f++) {
    let failed = false;
    for (let r = 0; r < shooter.saveRolls; r++) if (roll.die(20) > shooter.save) failed = true;
    if (failed) down++;
  }
  return down;
}

/**
 * The exact twin of bookAttack: MISS, or the figures down, with integer weights (out of 20 × 20^(saveRolls ×
 * caught)). A figure is down when any of its saves fails, so k of `caught` down weighs C(caught, k) · failed^k ·
 * saved^(caught − k).
 * @example bookAttackDist({ toHit: 8, save: 10, saveRolls: 1, caught: 1 }).prob(1) // 0.2: 8/20 hit, 10/20 fail
 */
export function bookAttackDist(shooter: Shooter): Dist<number> {
  const allSaved = BigInt(shooter.save) ** BigInt(shooter.saveRolls);
  const perFigure = 20n ** BigInt(shooter.saveRolls);
  const failed = perFigure - allSaved;
  const caught = shooter.caught;
  const perHitTotal = perFigure ** BigInt(caught);
  const entries: Array<[number, bigint]> = [[MISS, BigInt(20 - shooter.toHit) * perHitTotal]];
  for (let k = 0, ways = 1n; k <= caught; k++) {
    entries.push([k, BigInt(shooter.toHit) * ways * failed ** BigInt(k) * allSaved ** BigInt(caught - k)]);
    ways = (ways * BigInt(caught - k)) / BigInt(k + 1);
  }
  return Dist.fromWeights(entries);
}

/**
 * A cell's two shooters: its first shot's and its later shots' (they differ when Aim counts for the first only).
 * @example attackShooters(cell)[0].toHit // cell.hitFirst
 */
export function attackShooters(cell: AttackCell): [Shooter, Shooter] {
  const shooter = (toHit: number): Shooter => ({
    toHit,
    save: cell.saveFaces,
    saveRolls: cell.saveRolls,
    caught: cell.caught,
  });
  return [shooter(cell.hitFirst), shooter(cell.hitRest)];
}
