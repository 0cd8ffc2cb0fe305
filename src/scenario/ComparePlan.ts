import type { YAMLMap } from 'yaml';

/**
 * One compare entry as written: its label, its place in the list, its YAML node (for positions)
 * and the overrides to deep-merge over the base scenario (label and fixed keys taken out).
 *
 * @example
 * const entry: ComparePlan = { label: 'Gauss rifle', index: 1, node, overrides: { range: 8 } };
 */
export interface ComparePlan {
  label: string;
  index: number;
  node: YAMLMap;
  overrides: Record<string, unknown>;
}
