import type { PinnedCounters } from './data/tables.js';
import type { InfantryDistribution, InfantryOutcome } from './infantryFire/infantryFireQuantities.js';
import { DRAW, MISS } from './opposed/marginCode.js';

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

/** Per-margin tables of an attack on an infantry squad, and the histogram size each distribution needs. */
interface InfantryEffects {
  outcomeOf: InfantryOutcome[];
  valuesOf: Record<InfantryDistribution, number[]>;
  sizes: Record<InfantryDistribution, number>;
}

/**
 * Per-margin tables of an attack on an infantry squad: outcome, and the values of troopers_lost,
 * pinned_counters, damage and margin_of_success for margin codes 0..maxCode. Pinned!: an undamaged
 * attack gives one counter (with `marginZeroOnly`, only when MoS = 0: a draw or a success of margin 0),
 * a damaging one two (`pinned` gives the two numbers: the book's unless rules.pinned-counters changes them).
 */
export function infantryEffects(
  maxCode: number,
  damageOf: (mos: number) => number,
  squad: InfantrySquad,
  marginZeroOnly: boolean,
  pinned: PinnedCounters,
): InfantryEffects {
  const outcomeOf: InfantryOutcome[] = [];
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
    outcomeOf.push(
      damage === 0
        ? 'no_damage'
        : lost === 0
          ? 'wounded_only'
          : lost < squad.troopers
            ? 'casualties'
            : 'squad_eliminated',
    );
    lostOf.push(lost);
    pinnedOf.push(damage > 0 ? pinned.damaged : !marginZeroOnly || marginZero ? pinned.undamaged : 0);
    damageAt.push(damage);
    mosOf.push(mos);
  }
  return {
    outcomeOf,
    valuesOf: { troopers_lost: lostOf, pinned_counters: pinnedOf, damage: damageAt, margin_of_success: mosOf },
    sizes: {
      troopers_lost: squad.troopers + 1,
      pinned_counters: Math.max(2, pinned.undamaged, pinned.damaged) + 1,
      damage: Math.max(...damageAt) + 1,
      margin_of_success: Math.max(...mosOf) + 1,
    },
  };
}
