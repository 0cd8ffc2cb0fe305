/**
 * COMBAT MOVEMENT enumerated die by die for the tests, in the rulebook's words and apart from the evaluator: every
 * pair of faces of the mobility die is rolled (the second even when the first already arrived, and then ignored), the
 * distance is walked inch by inch through the terrain's cost. Returns [first, second, short, movement histogram…].
 */
export function bruteForceCombatMove(sides: number, actions: number, distance: number, costPerInch: number): number[] {
  const histogram = new Array<number>(2 * sides * actions + 1).fill(0);
  const outcome = [0, 0, 0];
  const pairs = sides * sides;
  for (let a = 1; a <= sides; a++) {
    for (let b = 1; b <= sides; b++) {
      let spent = 0;
      let action = 0;
      let arrivedOn = 0;
      const rolls = [a * 2, b * 2];
      while (action < actions && arrivedOn === 0) {
        spent += rolls[action];
        action++;
        if (spent / costPerInch >= distance) arrivedOn = action;
      }
      outcome[arrivedOn === 0 ? 2 : arrivedOn - 1] += 1 / pairs;
      histogram[spent] += 1 / pairs;
    }
  }
  return [...outcome, ...histogram];
}
