import { ExactIntractableError } from '../../core/ExactIntractableError.js';
import { listedFacesDie } from '../faceDie.js';
import { diceMessages } from '../messages.js';
import { Roll } from '../Roll.js';
import { Dist } from './Dist.js';
import { faceCountOutcomes } from './faceCountOutcomes.js';
import { repeat } from './repeat.js';
import { type Script, type StepOutcomes, stepOutcomes } from './Script.js';
import { sumOf } from './sumOf.js';

/**
 * A Roll that enumerates instead of sampling (`enumeratePaths`): every random call is one choice of the script
 * over the call's exact outcomes — `dice` and `highest`/`lowest` as their sum or extreme, `faceCounts` as the
 * pool's counts per face, not die by die, since the caller reads only that — so a procedure written against `Roll`
 * is replayed once per combination of its results. The outcomes of each call are worked out once per call and
 * numbers. `uniform()` cannot be enumerated.
 * @example new EnumeratingRoll(new Script()).die(6) // throws BranchHere(6): the enumeration branches here
 */
export class EnumeratingRoll extends Roll {
  private readonly known = new Map<string, StepOutcomes<unknown>>();

  constructor(readonly script: Script) {
    super();
  }

  /** The script's choice among outcomes worked out once per `key` (a step memoised by its input, a die by sides). */
  pick<T>(key: string, outcomes: () => StepOutcomes<T>): T {
    let known = this.known.get(key) as StepOutcomes<T> | undefined;
    if (known === undefined) {
      known = outcomes();
      this.known.set(key, known);
    }
    return this.script.pick(known);
  }

  override start(): void {}

  override die(sides: number): number {
    return this.pick(`die ${sides}`, () => stepOutcomes(Dist.uniform(sides)));
  }

  override dice(count: number, sides: number): number {
    if (!(count > 0)) return 0;
    return this.pick(`dice ${count} ${sides}`, () =>
      stepOutcomes(sumOf(Array.from({ length: count }, () => Dist.uniform(sides)))),
    );
  }

  override highest(count: number, sides: number): number {
    if (!(count > 0)) return 0;
    return this.pick(`highest ${count} ${sides}`, () => stepOutcomes(repeat(Dist.uniform(sides), count, Math.max)));
  }

  override lowest(count: number, sides: number): number {
    if (!(count > 0)) return 0;
    return this.pick(`lowest ${count} ${sides}`, () => stepOutcomes(repeat(Dist.uniform(sides), count, Math.min)));
  }

  override faceCounts(count: number, sides: number): readonly number[] {
    return this.pick(`faceCounts ${count} ${sides}`, () => faceCountOutcomes(count, sides));
  }

  override faces(faces: readonly number[]): number {
    return this.pick(`faces ${faces.join(',')}`, () => stepOutcomes(Dist.die(listedFacesDie(faces))));
  }

  override chance(p: number): boolean {
    return this.pick(`chance ${p}`, () => chanceOutcomes(p));
  }

  override uniform(): number {
    throw new ExactIntractableError(diceMessages.uniformNotEnumerable());
  }
}

/**
 * `uniform() < p` as two weighted outcomes: a double is a whole number over a power of two, so the weights are exact.
 * @example chanceOutcomes(0.25).weights // [3n, 1n] (false, true)
 */
function chanceOutcomes(p: number): StepOutcomes<boolean> {
  if (typeof p !== 'number' || Number.isNaN(p)) throw new RangeError(diceMessages.chance(p));
  if (p <= 0 || p >= 1) return { values: [p >= 1], probs: [1], weights: [1n], total: 1n };
  let scaled = p;
  let total = 1n;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    total *= 2n;
  }
  const yes = BigInt(scaled);
  return { values: [false, true], probs: [1 - p, p], weights: [total - yes, yes], total };
}
