import type { Die } from '../../../../dice/dieType.js';

/** A warhead's two impact dice: against dispersed (infantry) targets and against point targets. */
export interface Warhead {
  infantry: Die;
  point: Die;
}

/**
 * DELIVERY SYSTEMS AND WARHEAD TYPES — ARTILLERY WEAPON DATA, IMPACT VALUES vs. Dispersed (infantry)
 * and vs. Point targets: "GENERAL PURPOSE EXPLOSIVE D8 D8; ANTI-PERSONNEL SUBMUNITIONS D12 D8;
 * ANTI-ARMOUR SUBMUNITIONS D6 D12x2". "If warhead not specified, assume GPE."
 * @example WARHEADS.aas.point // { sides: 12, multiplier: 2 }
 */
export const WARHEADS: Record<string, Warhead> = {
  gpe: { infantry: { sides: 8, multiplier: 1 }, point: { sides: 8, multiplier: 1 } },
  aps: { infantry: { sides: 12, multiplier: 1 }, point: { sides: 8, multiplier: 1 } },
  aas: { infantry: { sides: 6, multiplier: 1 }, point: { sides: 12, multiplier: 2 } },
};
