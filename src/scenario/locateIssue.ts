import type { Node } from 'yaml';
import type { CellIssue } from './CellIssue.js';
import type { CellPlan } from './CellPlan.js';
import { FIXED_KEYS } from './FIXED_KEYS.js';
import { type Located, locateNode } from './locateNode.js';
import type { ScenarioSource } from './ScenarioSource.js';
import type { SweepPlan } from './SweepPlan.js';

/**
 * The YAML node a cell's problem belongs to: the swept value in the `sweep` list when the path is
 * swept, else the compare entry's node when the entry set it (or replaced a list or value around
 * it), else the base document's node; when the exact node is absent (a missing key), the deepest
 * node that exists on the way. Also returns the key node, for empty values and unknown keys.
 *
 * @example
 * const source = parseScenarioYaml('x.yaml', 'range: 1\nsweep:\n  range: [4, -8]\n');
 * const axes = readSweep(source, undefined);
 * const cells = expandCells({ range: 1 }, undefined, axes, 'T');
 * const { node } = locateIssue(source, cells[1], axes, { path: ['range'], message: 'too low' });
 * source.lines.linePos(node.range![0]); // → { line: 3, col: 14 }
 */
export function locateIssue(
  source: ScenarioSource,
  cell: CellPlan,
  axes: readonly SweepPlan[],
  issue: CellIssue,
): { node: Node; keyNode?: Node } {
  const path = issue.path;
  for (let a = 0; a < axes.length; a++) {
    const axis = axes[a];
    if (axis.segments.length <= path.length && axis.segments.every((s, i) => s === String(path[i]))) {
      const value = locateNode(source.doc, source.root, ['sweep', axis.path, cell.valueIndices[a]]).node;
      const key = locateNode(source.doc, source.root, ['sweep', axis.path]).keyNode;
      return { node: issue.atKey && key !== undefined ? key : value };
    }
  }
  const base = locateNode(source.doc, source.root, path);
  if (cell.entry !== undefined && !FIXED_KEYS.includes(String(path[0]))) {
    const entry = locateNode(source.doc, cell.entry.node, path);
    if (entry.exact || (entry.replaced && entry.depth >= 1)) return pick(entry, issue);
    if (!base.exact && entry.depth > base.depth) return pick(entry, issue);
  }
  return pick(base, issue);
}

function pick(at: Located, issue: CellIssue): { node: Node; keyNode?: Node } {
  if (issue.atKey && at.exact && at.keyNode !== undefined) return { node: at.keyNode };
  return at.keyNode === undefined ? { node: at.node } : { node: at.node, keyNode: at.keyNode };
}
