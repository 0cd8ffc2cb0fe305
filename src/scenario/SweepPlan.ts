/**
 * One valid sweep axis as written: its dotted path, the path split into keys, and its values.
 *
 * @example
 * const axis: SweepPlan = { path: 'target.cover', segments: ['target', 'cover'], values: ['open', 'soft'] };
 */
export interface SweepPlan {
  path: string;
  segments: string[];
  values: Array<string | number | boolean>;
}
