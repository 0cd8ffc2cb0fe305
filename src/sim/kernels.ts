import { systems } from '../systems/systems.js';
import type { Kernel } from './Kernel.js';

/** Kernel factories by name; the worker builds kernels from plain cell data with these. */
export const kernels: Record<string, (cell: unknown) => Kernel> = Object.assign({}, ...systems.map((s) => s.kernels));
