import type { FireCell } from './FireCell.js';

/**
 * Why several values of a swept path give one fire cell (see ResolutionDefinition.explainSame): fire made
 * impossible by a range die shifted past D12, a range within one band, or a firepower die at its D12 cap.
 * @example explainSameFire({ rangeDie: 0 } as FireCell, 'range') // 'the fire is impossible there (the range die is shifted beyond D12)'
 */
export function explainSameFire(cell: FireCell, path: string): string | undefined {
  if (cell.rangeDie === 0) return 'the fire is impossible there (the range die is shifted beyond D12)';
  if (path === 'range' || path === 'range_band')
    return `the target stays in range band ${cell.band} (a D${cell.rangeDie} range die)`;
  if (/troops|firepower|count|weapon/.test(path) && cell.firerDice[1] === 12) {
    return "the squad's small-arms firepower die is already a D12 (FIREPOWER: a total over 12 still gets a D12)";
  }
  return undefined;
}
