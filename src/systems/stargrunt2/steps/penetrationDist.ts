import type { Die } from '../../../dice/dieType.js';
import { Dist } from '../../../dice/exact/Dist.js';
import { PENETRATION } from './penetration.js';

/**
 * The exact counterpart of the penetration step: the PENETRATION flag of one hit by `impact` (its multiplier times
 * the hit's already applied) on `armour`, over every face of the impact and armour dice, the D6 of a
 * non-penetrating hit, the suspension die and the impact die re-rolled (unless `reuseImpact`).
 * @example penetrationDist({ sides: 10, multiplier: 1 }, { sides: 6, multiplier: 1 }, 2, 0, false).prob(PENETRATION.destroyed) // 20/60
 */
export function penetrationDist(
  impact: Die,
  armour: Die,
  destroyedFactor: number,
  suspension: number,
  reuseImpact: boolean,
): Dist<number> {
  const impactScore = Dist.die(impact);
  return impactScore.chain((score) =>
    Dist.die(armour).chain((a) => {
      if (score > destroyedFactor * a) return Dist.constant(PENETRATION.destroyed);
      if (score > a) return Dist.constant(PENETRATION.disabled);
      return Dist.uniform(6).chain((d6) => {
        if (d6 === 6) return Dist.constant(PENETRATION.systems);
        if (d6 > 2 || suspension === 0) return Dist.constant(PENETRATION.none);
        const hit = reuseImpact ? Dist.constant(score) : impactScore;
        return hit.combine(Dist.uniform(suspension), (i, s) => (i > s ? PENETRATION.immobilised : PENETRATION.none));
      });
    }),
  );
}
