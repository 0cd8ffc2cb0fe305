import { createFireKernel } from '../systems/stargrunt2/fire/fireKernel.js';
import type { FireCell } from '../systems/stargrunt2/fire/FireCell.js';
import type { Kernel } from './Kernel.js';

/** Kernel factories by name; the worker builds kernels from plain cell data with these. */
export const kernels: Record<string, (cell: unknown) => Kernel> = {
  'stargrunt2/fire': (cell) => createFireKernel(cell as FireCell),
};
