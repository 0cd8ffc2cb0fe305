import { Dist } from '../../../dice/exact/Dist.js';
import type { FireCell } from './FireCell.js';

type FirerDiceCell = Pick<FireCell, 'firerDice' | 'firerFaces'>;

/**
 * The firer dice of STEP 1 as opposedRollDist reads them: each die's sides, or the distribution of a house die's
 * listed faces (FireCell.firerFaces). The exact evaluators and the fire kernel's alias tables all read them here.
 * @example firerDiceDists({ firerDice: [8, 6], firerFaces: [null, [0, 0, 1, 1, 2, 3]] })[1].prob(0) // 1/3
 */
export function firerDiceDists(cell: FirerDiceCell): Array<number | Dist<number>> {
  const faces = cell.firerFaces;
  if (!faces) return cell.firerDice;
  return cell.firerDice.map((sides, i) => {
    const listed = faces[i];
    return listed ? Dist.die({ sides, multiplier: 1, faces: listed }) : sides;
  });
}

/**
 * The largest total the firer dice can roll: every die at its top face (its sides, or its largest listed face).
 * @example firerDiceTop({ firerDice: [8, 6], firerFaces: [null, [0, 0, 1, 1, 2, 3]] }) // 11
 */
export function firerDiceTop(cell: FirerDiceCell): number {
  const faces = cell.firerFaces;
  return cell.firerDice.reduce((top, sides, i) => top + (faces?.[i] ? Math.max(...faces[i]!) : sides), 0);
}
