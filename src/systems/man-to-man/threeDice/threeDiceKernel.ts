import { layoutOffsets } from '../../../core/CounterLayout.js';
import { defineKernel, type Kernel } from '../../../core/Kernel.js';
import { createThreeDiceCountsKernel } from '../threeDiceCountsKernel.js';
import { threeDiceBand } from './threeDiceBand.js';
import { threeDiceLayout } from './threeDiceLayout.js';

/** The Monte Carlo kernel of a plain 3d6: the same threeD6 step every Man to Man roll uses; its band and its total. */
export function createThreeDiceKernel(): Kernel {
  const [totalAt] = layoutOffsets(threeDiceLayout());
  return createThreeDiceCountsKernel((total) => [threeDiceBand(total), totalAt + total]);
}

/** The kernel module of `resolve: three-dice`. */
export default defineKernel({ layout: threeDiceLayout, create: createThreeDiceKernel });
