/**
 * Test helper: an independent plain enumeration of every face of every attack and defense die,
 * following the rulebook's words directly (no shared code with the evaluators). Calls `visit`
 * with the outcome of each equally likely combination: hit?, draw?, MoS. `sixBonus` is what each extra 6 adds
 * (rules.extra-six; 1 in the book).
 */
export function bruteForceOpposed(
  attackDice: number,
  attackModifier: number,
  defenseDice: number,
  defenseModifier: number,
  fumbles: boolean,
  visit: (hit: boolean, draw: boolean, mos: number, weight: number) => void,
  sixBonus = 1,
): void {
  const n = attackDice + defenseDice;
  const total = 6 ** n;
  const roll = (faces: number[], modifier: number) => {
    // "the highest value rolled ... each extra 6 adds one (1) point ... If every die rolled turns up 1,
    // the die roll is a fumble ... If negative modifiers lower the total below zero, the final result is always zero."
    const fumble = fumbles && faces.every((f) => f === 1);
    const sixes = faces.filter((f) => f === 6).length;
    const value = Math.max(0, Math.max(...faces) + (sixes > 1 ? (sixes - 1) * sixBonus : 0) + modifier);
    return { fumble, value };
  };
  for (let i = 0; i < total; i++) {
    const faces = Array.from({ length: n }, (_, d) => (Math.floor(i / 6 ** d) % 6) + 1);
    const a = roll(faces.slice(0, attackDice), attackModifier);
    const d = roll(faces.slice(attackDice), defenseModifier);
    if (a.fumble) visit(false, false, 0, 1 / total);
    else if (d.fumble) visit(true, false, a.value, 1 / total);
    else if (a.value > d.value) visit(true, false, a.value - d.value, 1 / total);
    else visit(false, a.value === d.value, 0, 1 / total);
  }
}
