import type { Node, YAMLMap } from 'yaml';

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
  /** The entry's own `house_rules:` (a module path, or `none` for the book's rules; docs/house-rules.md). */
  houseRules?: { value: unknown; node: Node; keyNode: Node };
}
