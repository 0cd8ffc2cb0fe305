/**
 * A sniper's move by plain enumeration, for tests: every face of the quality die, counted concealed when it
 * exceeds the sniper's LV plus the move's threat (the book's 0 to change position, 2 to go into hiding, unless given). No code shared with
 * the evaluator.
 * @example bruteForceSniperMove(8, 2, 'go-into-hiding') // { concealed: 0.5, located: 0.5 }
 */
export function bruteForceSniperMove(
  sides: number,
  leadership: number,
  move: 'change-position' | 'go-into-hiding',
  threat = move === 'go-into-hiding' ? 2 : 0,
): { concealed: number; located: number } {
  const target = leadership + threat;
  let concealed = 0;
  for (let face = 1; face <= sides; face++) if (face > target) concealed++;
  return { concealed: concealed / sides, located: (sides - concealed) / sides };
}
