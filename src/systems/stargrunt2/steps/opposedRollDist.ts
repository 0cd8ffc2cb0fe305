import { Dist } from '../../../dice/exact/Dist.js';

/**
 * The exact counterpart of the opposedRoll step: the distribution of its score, (dice above the opposing roll) ×
 * 2¹⁶ + (total of the acting dice), over every face of the opposing die (`against` sides, not 0) and of each acting
 * die. An acting die is its sides, or the distribution of its faces where a caller fixes one (a sniper's quality
 * die, whose 1 also reveals him: `Dist.constant(face)`).
 * @example opposedRollDist([8], 6).probWhere((score) => score >>> 16 === 1) // 27/48 (a D8 beats a D6)
 */
export function opposedRollDist(dice: ReadonlyArray<number | Dist<number>>, against: number): Dist<number> {
  return Dist.uniform(against).chain((r) =>
    dice.reduce<Dist<number>>(
      (acc, die) =>
        acc.combine(
          typeof die === 'number' ? Dist.uniform(die) : die,
          (score, face) => score + (face > r ? 1 << 16 : 0) + face,
        ),
      Dist.constant(0),
    ),
  );
}
