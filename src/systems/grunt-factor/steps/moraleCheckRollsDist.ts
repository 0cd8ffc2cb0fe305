import { Dist } from '../../../dice/exact/Dist.js';
import type { MoraleRollsPlan } from './moraleCheckRolls.js';

/**
 * The exact counterpart of the moraleCheckRolls step: bit 0 panicked, bit 1 falls back, over the faces of each d20
 * rolled (one roll decides both with `oneRoll`).
 * @example moraleCheckRollsDist({ morale: true, special: false, oneRoll: false, ldFaces: 9 }).prob(1) // 0.55
 */
export function moraleCheckRollsDist(p: MoraleRollsPlan): Dist<number> {
  if (!p.morale && !p.special) return Dist.constant(0);
  const fails = Dist.fromWeights([
    [0, p.ldFaces],
    [1, 20 - p.ldFaces],
  ]);
  const second = p.oneRoll ? null : fails;
  return fails.chain((first) =>
    (second ?? Dist.constant(first)).map((other) => {
      const panicked = p.morale ? first : 0;
      const fallsBack = p.special ? (p.morale ? other : first) : 0;
      return panicked | (fallsBack << 1);
    }),
  );
}
