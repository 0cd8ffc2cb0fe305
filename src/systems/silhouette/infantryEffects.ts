import { DRAW, MISS } from './opposed/marginCode.js';

export const INFANTRY_OUTCOMES = ['no_damage', 'wounded_only', 'casualties', 'squad_eliminated'];

export interface InfantrySquad {
  troopers: number;
  boxes: number;
  boxesCrossed: number;
  /** Troopers under an AI area-effect weapon; 0 when the damage works its way through the squad. */
  inArea: number;
}

/**
 * Troopers lost to `damage` points (INFANTRY RULES, Damage to Infantry): boxes are crossed out one per
 * point, working through the squad, and a trooper falls when his whole track is crossed; an AI
 * area-effect weapon instead inflicts the damage on each trooper in the area.
 * @example troopersLost({ troopers: 5, boxes: 2, boxesCrossed: 1, inArea: 0 }, 4) // 2
 */
export function troopersLost(squad: InfantrySquad, damage: number): number {
  if (squad.inArea > 0) {
    const first = squad.boxes - squad.boxesCrossed <= damage ? 1 : 0;
    const others = squad.boxes <= damage ? squad.inArea - 1 : 0;
    return first + others;
  }
  return Math.min(squad.troopers, Math.floor((squad.boxesCrossed + damage) / squad.boxes));
}

/**
 * Per-margin tables of an attack on an infantry squad: outcome, and the values of troopers_lost,
 * pinned_counters, damage and margin_of_success for margin codes 0..maxCode. Pinned!: an undamaged
 * attack gives one counter (with `marginZeroOnly`, only when MoS = 0: a draw or a success of margin 0),
 * a damaging one two.
 */
export function infantryEffects(maxCode: number, damageOf: (mos: number) => number, squad: InfantrySquad, marginZeroOnly: boolean) {
  const outcomeOf: number[] = [];
  const lostOf: number[] = [];
  const pinnedOf: number[] = [];
  const damageAt: number[] = [];
  const mosOf: number[] = [];
  for (let code = 0; code <= maxCode; code++) {
    const hit = code !== MISS && code !== DRAW;
    const mos = hit ? code - 2 : 0;
    const damage = hit ? damageOf(mos) : 0;
    const lost = troopersLost(squad, damage);
    const marginZero = code === DRAW || (hit && mos === 0);
    outcomeOf.push(damage === 0 ? 0 : lost === 0 ? 1 : lost < squad.troopers ? 2 : 3);
    lostOf.push(lost);
    pinnedOf.push(damage > 0 ? 2 : !marginZeroOnly || marginZero ? 1 : 0);
    damageAt.push(damage);
    mosOf.push(mos);
  }
  return {
    outcomeOf,
    valuesOf: [lostOf, pinnedOf, damageAt, mosOf],
    distributions: [
      { name: 'troopers_lost', size: squad.troopers + 1 },
      { name: 'pinned_counters', size: 3 },
      { name: 'damage', size: Math.max(...damageAt) + 1 },
      { name: 'margin_of_success', size: Math.max(...mosOf) + 1 },
    ],
  };
}
