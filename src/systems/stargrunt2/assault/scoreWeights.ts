import type { Dist } from '../../../dice/exact/Dist.js';
import type { CloseCombatDie } from './closeCombatDice.js';

/** A figure's close-combat score as the exact rounds take it: the book's die, or a house rule's score distribution. */
export type CloseCombatScores = CloseCombatDie | Dist<number>;

/** The scores of a die, per die: the book's die itself, or a house rule's exact `score` twin of it. */
export type DieScores = (die: CloseCombatDie) => CloseCombatScores;

/** The book's: each die its own faces. */
export const bookDieScores: DieScores = (die) => die;

/** A score distribution as the exact rounds read it: the scores ascending, each with its whole weight, over their total. */
interface ScoreWeights {
  scores: number[];
  weights: number[];
  total: number;
}

/**
 * The weights of the scores: a die's faces once each (times its multiplier) over its sides, a distribution's own.
 * Weights stay whole numbers so a book die sums its faces as it always did (count / sides, to the last bit).
 * @example scoreWeights({ sides: 4, multiplier: 2 }) // { scores: [2, 4, 6, 8], weights: [1, 1, 1, 1], total: 4 }
 */
export function scoreWeights(scores: CloseCombatScores): ScoreWeights {
  // A Dist by shape: a designer's module may hold its own copy of the class.
  if (isScoreDist(scores)) {
    const keys = [...scores.weights.keys()].sort((a, b) => a - b);
    return { scores: keys, weights: keys.map((k) => Number(scores.weights.get(k))), total: Number(scores.total) };
  }
  const faces = Array.from({ length: scores.sides }, (_, i) => (i + 1) * scores.multiplier);
  return { scores: faces, weights: faces.map(() => 1), total: scores.sides };
}

/**
 * Whether `x` is a score distribution (a Dist of finite numbers), by shape.
 * @example isScoreDist(Dist.uniform(6)) // true
 */
export function isScoreDist(x: unknown): x is Dist<number> {
  if (x === null || typeof x !== 'object' || !(x as Dist).weights || typeof (x as Dist).total !== 'bigint')
    return false;
  return [...(x as Dist).weights.keys()].every((k) => typeof k === 'number' && Number.isFinite(k));
}

/**
 * The weight of an opponent's scores above and below `c`: [beat, lose].
 * @example beatAndLose(scoreWeights({ sides: 6, multiplier: 1 }), 4) // [2, 3]
 */
export function beatAndLose(opponent: ScoreWeights, c: number): [number, number] {
  let beat = 0;
  let lose = 0;
  for (let o = 0; o < opponent.scores.length; o++) {
    const s = opponent.scores[o];
    if (s > c) beat += opponent.weights[o];
    else if (s < c) lose += opponent.weights[o];
  }
  return [beat, lose];
}
