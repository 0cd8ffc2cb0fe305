import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import type { AntiArmorCell } from './AntiArmorCell.js';
import { antiArmorLayout } from './antiArmorLayout.js';

/** The kernel of `anti-armor`: "Requires no attack roll", so every trial ends the same way and no die is drawn. */
export function createAntiArmorKernel(cell: AntiArmorCell): Kernel {
  const units = cell.units;
  return {
    run(_state, trials, c) {
      c[cell.dead > 0 ? 1 : 0] += trials;
      c[2 + cell.hurt] += trials;
      c[2 + units + 1 + cell.dead] += trials;
    },
  };
}

/** The kernel module of `resolve: anti-armor`. */
export default defineKernel({ layout: antiArmorLayout, create: createAntiArmorKernel });
