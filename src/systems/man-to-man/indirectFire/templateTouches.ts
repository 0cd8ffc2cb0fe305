import type { IndirectFireCell } from './IndirectFireCell.js';

/**
 * Whether the template, scattered `distance` inches in scatter direction `direction` (1 directly away from
 * the firer, then every 60° clockwise, 6.3), still touches the target: the target character at the aim
 * point, or the targeted building's square footprint (sides facing the firer) centred on it.
 * @example templateTouches({ radius: 2, building: null }, 3, 1) // false
 */
export function templateTouches(
  cell: Pick<IndirectFireCell, 'radius' | 'building'>,
  distance: number,
  direction: number,
): boolean {
  const angle = ((direction - 1) * Math.PI) / 3;
  const x = Math.abs(distance * Math.sin(angle));
  const y = Math.abs(distance * Math.cos(angle));
  const h = cell.building ? cell.building.halfSide : 0;
  const dx = Math.max(x - h, 0);
  const dy = Math.max(y - h, 0);
  return dx * dx + dy * dy <= cell.radius * cell.radius + 1e-9;
}

/**
 * The touch table of a cell: entry distance × 6 + (direction − 1) is 1 where the template touches.
 * @example touchTable({ radius: 2, building: null, scatterDice: 1 })[2 * 6] // 1
 */
export function touchTable(cell: Pick<IndirectFireCell, 'radius' | 'building' | 'scatterDice'>): Uint8Array {
  const table = new Uint8Array((cell.scatterDice * 6 + 1) * 6);
  for (let d = 0; d <= cell.scatterDice * 6; d++)
    for (let k = 1; k <= 6; k++) table[d * 6 + k - 1] = templateTouches(cell, d, k) ? 1 : 0;
  return table;
}
