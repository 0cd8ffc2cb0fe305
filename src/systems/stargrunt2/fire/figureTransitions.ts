/**
 * A figure's state after a hit (0 unhurt, 1 wounded, 2 dead), by [before × 3 + effect (0 none, 1 wound, 2 kill)]:
 * a kill kills, a wound wounds an unhurt figure, and a wounded figure wounded again dies when `repeatHitsKill` (the
 * standard procedure: "if any figure takes two or more WOUND hits in one fire resolution he is considered killed",
 * docs/rules/stargrunt2.md reading 12), else stays wounded (quick and dirty's default, reading 15). The table every kernel and exact evaluator of fire at infantry scores hits with.
 * @example figureTransitions(true)[1 * 3 + 1] // 2: wounded, wounded again, dead
 */
export function figureTransitions(repeatHitsKill: boolean): Int8Array {
  return Int8Array.from([0, 1, 2, 1, repeatHitsKill ? 2 : 1, 2, 2, 2, 2]);
}
