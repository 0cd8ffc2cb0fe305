/** How Tough meets hits that deal more than one unit of damage (docs/rules/guns-n-grenades.md). */
type ToughRule = 'damage-units' | 'first-hit-absorbed';

/**
 * A unit's life stages as states of a small chain (How Combat Works; Unit Tags: Tough; Vehicles).
 * Plain units and vehicles: 0 Healthy/Good, 1 Wounded/Glanced, 2 Bloodied/Shaken, 3 Dead/Destroyed.
 * Tough units ("Takes 2 hits to wound", rules.tough-hits) have one more state for each hit beyond the first that
 * they take while Healthy: by the book 0 Healthy, 1 Healthy but hit once, 2 Wounded, 3 Bloodied, 4 Dead.
 */
interface LifeTrack {
  /** The Dead (Destroyed) state. */
  dead: number;
  /** State after a hit: next[state * 4 + damage], damage 0..3. */
  next: number[];
  /** The life stage shown for each state (0 Healthy … 3 Dead): Tough's "hit once" is still Healthy. */
  stageOf: number[];
}

/** Highest damage of one hit in the rules (a tank "Deals 3 units of Damage"). */
export const MAX_DAMAGE = 3;

/** Most hits `rules.tough-hits` lets a Tough unit take before it is Wounded (the book: 2). */
export const MOST_TOUGH_HITS = 4;

/** Most states of any life track: a Tough unit's with MOST_TOUGH_HITS (the kernels size their tables by it). */
export const MOST_TRACK_STATES = 3 + MOST_TOUGH_HITS;

/**
 * The life track of a unit, Tough or not; a Tough unit stays Healthy for `toughHits` − 1 hits ("Takes 2 hits to wound").
 * @example lifeTrack(false, 'damage-units', 2).next[0 * 4 + 2] // 2: a Grenadier's hit leaves a healthy unit Bloodied
 */
export function lifeTrack(tough: boolean, rule: ToughRule, toughHits: number): LifeTrack {
  const healthy = tough ? toughHits : 1;
  const dead = healthy + 2;
  const next: number[] = [];
  for (let s = 0; s <= dead; s++) {
    for (let d = 0; d <= MAX_DAMAGE; d++) {
      // first-hit-absorbed: the first hit on a healthy Tough unit only counts as that first hit, whatever its damage.
      const absorbed = tough && rule === 'first-hit-absorbed' && s === 0 && d > 0;
      next.push(absorbed ? 1 : Math.min(dead, s + d));
    }
  }
  const stageOf = [...new Array<number>(healthy).fill(0), 1, 2, 3];
  return { dead, next, stageOf };
}

/** The state a unit starts in, from its stage name (infantry or vehicle names; `healthy-hit-once` for Tough). */
export const STAGE_NAMES = ['healthy', 'healthy-hit-once', 'wounded', 'bloodied', 'good', 'glanced', 'shaken'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** The state of a stage name on a track (a Tough unit's with `toughHits`), or undefined when the name does not fit the unit. */
export function stateOfStage(name: StageName, tough: boolean, vehicle: boolean, toughHits: number): number | undefined {
  const infantry: Record<string, number> = tough
    ? { healthy: 0, ...(toughHits > 1 ? { 'healthy-hit-once': 1 } : {}), wounded: toughHits, bloodied: toughHits + 1 }
    : { healthy: 0, wounded: 1, bloodied: 2 };
  const table: Record<string, number> = vehicle ? { good: 0, glanced: 1, shaken: 2 } : infantry;
  return table[name];
}
