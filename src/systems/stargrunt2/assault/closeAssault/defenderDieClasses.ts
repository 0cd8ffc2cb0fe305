import type { CloseCombatDie } from '../closeCombatDice.js';
import type { CombinedAssault } from './CloseAssaultCell.js';

/** The dice a defender may roll against the units, as classes ordered by sides (first and later rounds). */
export interface DefenderDieClasses {
  /** Class of the die a defender rolls against each unit. */
  classFirst: Int32Array;
  classLater: Int32Array;
  classSidesFirst: Int32Array;
  classSidesLater: Int32Array;
  classMultFirst: Int32Array;
  classMultLater: Int32Array;
}

/**
 * The die a defender rolls against each unit of a combined assault (its open shift may overflow onto it), as
 * classes of distinct dice sorted by sides, so the hot loop finds "the lowest die" as the smallest class index.
 * @example defenderDieClasses(combined).classSidesFirst // Int32Array [6, 8]: a flamer unit leaves D6, riflemen D8
 */
export function defenderDieClasses(combined: CombinedAssault): DefenderDieClasses {
  const classes = (dice: CloseCombatDie[]) => {
    const distinct = [...new Map(dice.map((d) => [`${d.sides}x${d.multiplier}`, d])).values()].sort(
      (a, b) => a.sides - b.sides,
    );
    const index = dice.map((d) => distinct.findIndex((x) => x.sides === d.sides && x.multiplier === d.multiplier));
    return [
      Int32Array.from(index),
      Int32Array.from(distinct, (d) => d.sides),
      Int32Array.from(distinct, (d) => d.multiplier),
    ];
  };
  const [classFirst, classSidesFirst, classMultFirst] = classes(combined.units.map((u) => u.defenderFirst));
  const [classLater, classSidesLater, classMultLater] = classes(combined.units.map((u) => u.defenderLater));
  return { classFirst, classLater, classSidesFirst, classSidesLater, classMultFirst, classMultLater };
}
