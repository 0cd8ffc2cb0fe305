import type { NamedQuantity } from '../../ResolutionInfo.js';

/** The `confidence_after` distribution: values 0 CO, 1 ST, 2 SH, 3 BR, 4 RO. */
export const CONFIDENCE_AFTER: NamedQuantity = {
  name: 'confidence_after',
  label: 'Confidence (0 CO … 4 RO)',
};
