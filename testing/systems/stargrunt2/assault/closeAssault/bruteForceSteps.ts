/**
 * Building blocks the two independent close-assault enumerations share (bruteForceCloseAssault,
 * bruteForceCombinedAssault), written plainly from the rule text and apart from the evaluators they check.
 */

/**
 * Levels lost on a failed test: none when the roll exceeds `needed`, two when it is half of it or less
 * (`halfOrLess`) or less than half, else one.
 * @example testDrop(2, 5, true) // 2
 */
export function testDrop(roll: number, needed: number, halfOrLess: boolean): number {
  return roll > needed ? 0 : roll * 2 <= needed - (halfOrLess ? 0 : 1) ? 2 : 1;
}

/**
 * Every combination of faces of the dice with these sides, each with its probability (first die varying fastest).
 * @example eachFaces([2, 2], (faces, p) => …) // [1, 1], [2, 1], [1, 2], [2, 2], each 1/4
 */
export function eachFaces(sides: number[], f: (faces: number[], p: number) => void): void {
  const combos = sides.reduce((x, s) => x * s, 1);
  for (let x = 0; x < combos; x++) {
    let y = x;
    const faces = sides.map((s) => {
      const face = (y % s) + 1;
      y = Math.floor(y / s);
      return face;
    });
    f(faces, 1 / combos);
  }
}

/**
 * CASUALTIES IN CLOSE COMBAT for n downed figures of one side, face by face of their D6 (1–2 dead, 3–4 wounded,
 * 5–6 stunned; a losing side's wounded and stunned are captured): adds p × each combination into the histograms.
 */
export function addD6Casualties(
  out: Float64Array,
  p: number,
  n: number,
  lost: boolean,
  dead: number,
  wounded: number,
  captured: number,
): void {
  eachFaces(new Array(n).fill(6), (faces, q) => {
    const dd = faces.filter((f) => f <= 2).length;
    out[dead + dd] += p * q;
    out[wounded + faces.filter((f) => f === 3 || f === 4).length] += p * q;
    out[captured + (lost ? n - dd : 0)] += p * q;
  });
}
