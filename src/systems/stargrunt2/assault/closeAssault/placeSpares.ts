import type { UniformDraws } from '../../../../dice/uniformDraws.js';

/**
 * The pairing of a round of close combat (CLOSE COMBAT RESOLUTION): the smaller side's figure i (a "centre")
 * faces the other side's figure i, and each spare figure j ≥ centres goes to centre j mod centres (`spares` 0,
 * spread), to centre 0 (1, concentrate) or to a centre rolled at random (2, one die per spare, in order). Writes
 * each opponent's centre into `owner`.
 * @example placeSpares(draws, 0, 2, 5, owner); owner // [0, 1, 0, 1, 0, …]
 */
export function placeSpares(
  draws: UniformDraws,
  spares: number,
  centres: number,
  opponents: number,
  owner: Int32Array,
): void {
  for (let j = 0; j < opponents; j++) {
    owner[j] = j < centres ? j : spares === 0 ? j % centres : spares === 1 ? 0 : draws.die(centres) - 1;
  }
}
