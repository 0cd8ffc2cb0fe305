import { UniformDraws } from './uniformDraws.js';

/**
 * The random source a designer's rule rolls through (house-rule steps, custom resolutions; docs/house-rules.md):
 * dice drawn one uniform a die from a kernel's UniformDraws, a face ((u × sides) | 0) + 1 as every built-in kernel
 * reads it. Kernel-side: one per kernel, reused by every trial; nothing is allocated per roll.
 * @example new Roll().draws.values.length // 2048 (start(state), then die(6), dice(3, 6) …)
 */
export class Roll {
  /** faceCounts' answer, reused by every call (one array a roll would be one allocation a trial). */
  private tally: number[] = [];

  constructor(readonly draws: UniformDraws = new UniformDraws()) {}

  /** Starts a run on the stream `state`. */
  start(state: Uint32Array): void {
    this.draws.start(state);
  }

  /** One die of `sides` faces: 1 … sides. */
  die(sides: number): number {
    return this.draws.die(sides);
  }

  /** The total of `count` dice of `sides` faces. */
  dice(count: number, sides: number): number {
    let total = 0;
    for (let i = 0; i < count; i++) total += this.draws.die(sides);
    return total;
  }

  /** The highest of `count` dice of `sides` faces (0 for no dice). */
  highest(count: number, sides: number): number {
    let best = 0;
    for (let i = 0; i < count; i++) best = Math.max(best, this.draws.die(sides));
    return best;
  }

  /** The lowest of `count` dice of `sides` faces (0 for no dice). */
  lowest(count: number, sides: number): number {
    let worst = count > 0 ? sides : 0;
    for (let i = 0; i < count; i++) worst = Math.min(worst, this.draws.die(sides));
    return worst;
  }

  /**
   * How many of `count` dice of `sides` faces show each face: [0, ones, twos, …] (index 0 unused), for a pool read
   * by its faces (its highest, how many sixes). Drawn die by die as `die` draws them. The array is reused: read
   * it before the next faceCounts call.
   */
  faceCounts(count: number, sides: number): readonly number[] {
    const tally = this.tally;
    tally.length = sides + 1;
    tally.fill(0);
    for (let i = 0; i < count; i++) tally[this.draws.die(sides)]++;
    return tally;
  }

  /** A die with listed faces, e.g. [0, 0, 1, 1, 2, 3]: one of them, each listing as likely (repeats weigh more). */
  faces(faces: readonly number[]): number {
    return faces[this.draws.die(faces.length) - 1];
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.draws.uniform() < p;
  }

  /** A uniform in [0, 1). */
  uniform(): number {
    return this.draws.uniform();
  }
}
