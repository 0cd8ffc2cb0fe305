import { defineKernel } from '../../../../core/Kernel.js';
import { createD20RollUnderKernel } from '../../common/d20RollUnderKernel.js';
import type { AttributeRollCell } from './AttributeRollCell.js';
import { attributeRollQuantities } from './attributeRollQuantities.js';

/** The kernel module of `resolve: attribute-roll`: one d20 against the modified attribute (success, failure). */
export default defineKernel({
  layout: () => attributeRollQuantities.layout({}),
  create: (cell: AttributeRollCell) => createD20RollUnderKernel(cell.successFaces),
});
