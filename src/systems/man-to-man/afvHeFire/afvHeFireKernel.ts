import { defineKernel } from '../../../core/Kernel.js';
import type { IndirectFireCell } from '../indirectFire/IndirectFireCell.js';
import { createIndirectFireKernel } from '../indirectFire/indirectFireKernel.js';
import { afvHeFireLayout } from './afvHeFireLayout.js';

/**
 * The kernel module of `resolve: afv-he-fire`: indirect fire's area effect kernel (hit roll, scatter, template,
 * cover, building) counted in this resolution's layout.
 */
export default defineKernel({
  layout: afvHeFireLayout,
  create: (cell: IndirectFireCell) => createIndirectFireKernel(cell, afvHeFireLayout(cell)),
});
