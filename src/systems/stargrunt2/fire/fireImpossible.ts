import type { FireCell } from './FireCell.js';

/**
 * Whether a fire cell cannot fire at all: its range die was shifted beyond D12 (see ResolutionDefinition.impossible).
 * @example fireImpossible({ rangeDie: 0 } as FireCell) // true
 */
export const fireImpossible = (cell: FireCell): boolean => cell.rangeDie === 0;
