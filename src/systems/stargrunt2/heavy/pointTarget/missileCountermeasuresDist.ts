import { Dist } from '../../../../dice/exact/Dist.js';
import { DECOY_DIE } from '../../data/electronicWarfare.js';
import { firerDiceDists } from '../../fire/firerDice.js';
import { ewSpoofDist } from '../../steps/ewSpoofDist.js';
import { opposedRollDist } from '../../steps/opposedRollDist.js';
import type { PointTargetCell } from './PointTargetCell.js';

/** Codes of missileCountermeasuresDist beyond the hit grades 0, 1, 2. */
export const SHOT = { decoyed: 3, jammed: 4 } as const;

/**
 * The exact counterpart of missileCountermeasures with the hit roll it watches: the hit grade (0 failed, 1 minor,
 * 2 major) of the multiple opposed roll, or SHOT.decoyed / SHOT.jammed, over every face of each decoy's D8 and
 * guidance die, the target's die, the firer's dice (a house die's listed faces as listed), the EW die and the opposing EW die. Without decoys or EW it is
 * the opposed roll alone.
 * @example missileCountermeasuresDist({ ...cell, decoys: { count: 1, guidance: 8 } }).prob(SHOT.decoyed) // 28/64: D8 over D8
 */
export function missileCountermeasuresDist(cell: PointTargetCell): Dist<number> {
  const hitRoll = cell.ew
    ? spoofedHitRoll(cell, cell.ew)
    : opposedRollDist(firerDiceDists(cell), cell.targetDie).map((s) => Math.min(2, s >>> 16));
  if (!cell.decoys) return hitRoll;
  // Each decoy: its D8 against a guidance roll of its own (opposedRollDist: 1 when the D8 exceeds it).
  const oneDecoy = opposedRollDist([DECOY_DIE], cell.decoys.guidance).map((s) => s >>> 16);
  let drawnOff = Dist.constant(0);
  for (let k = 0; k < cell.decoys.count; k++) drawnOff = drawnOff.combine(oneDecoy, (a, b) => a | b);
  return drawnOff.chain((d) => (d === 1 ? Dist.constant(SHOT.decoyed) : hitRoll));
}

/**
 * The hit roll with the EW die rolled at the same time: each face of the target's die and the firer's dice, kept as
 * (dice above) × 100 + the lowest face the EW die may beat, then the EW die (ewSpoofDist) against that face.
 */
function spoofedHitRoll(cell: PointTargetCell, ew: NonNullable<PointTargetCell['ew']>): Dist<number> {
  return Dist.uniform(cell.targetDie).chain((r) =>
    firerDiceDists(cell)
      .reduce<Dist<number>>(
        (acc, die, i) =>
          acc.combine(typeof die === 'number' ? Dist.uniform(die) : die, (s, face) => {
            const lowest = ew.against.includes(i) ? Math.min(s % 100, face) : s % 100;
            return (Math.floor(s / 100) + (face > r ? 1 : 0)) * 100 + lowest;
          }),
        Dist.constant(99),
      )
      .chain((s) =>
        ewSpoofDist(ew.die, ew.counterDie, s % 100).map((jammed) =>
          jammed === 1 ? SHOT.jammed : Math.min(2, Math.floor(s / 100)),
        ),
      ),
  );
}
