import type { AntiArmorCell } from './AntiArmorCell.js';
import type { AntiArmorDistribution, AntiArmorOutcome } from './antiArmorQuantities.js';

/**
 * Exact `anti-armor`: no roll, so each result has probability 0 or 1.
 * @example exactAntiArmor({ units: 2, hurt: 2, dead: 1 }).outcomes.some_dead // 1
 */
export function exactAntiArmor(cell: AntiArmorCell): {
  outcomes: Record<AntiArmorOutcome, number>;
  distributions: Record<AntiArmorDistribution, Float64Array>;
} {
  const certain = (k: number) => Float64Array.from({ length: cell.units + 1 }, (_, i) => (i === k ? 1 : 0));
  return {
    outcomes: { none_dead: cell.dead > 0 ? 0 : 1, some_dead: cell.dead > 0 ? 1 : 0 },
    distributions: { units_hurt: certain(cell.hurt), units_dead: certain(cell.dead) },
  };
}
