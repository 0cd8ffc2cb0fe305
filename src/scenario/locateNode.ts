import { type Document, isAlias, isMap, isScalar, isSeq, type Node } from 'yaml';

/** Where a path leads in a YAML tree. */
export interface Located {
  /** The node at the path, or the deepest node that exists along it. */
  node: Node;
  /** The key node of the last map step taken, when the last step was into a map. */
  keyNode?: Node;
  /** How many path segments were followed. */
  depth: number;
  /** True when the whole path exists. */
  exact: boolean;
  /** True when the walk went into a list or stopped at a single value: that part is replaced whole when merged. */
  replaced: boolean;
}

/** The text of a map key, as the plain data spells it. */
export function keyText(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

/**
 * Follows a path (map keys and list indexes) from a node of a YAML document, as far as it exists.
 *
 * @example
 * const doc = parseDocument('target:\n  cover: soft\n');
 * locateNode(doc, doc.contents!, ['target', 'cover']).exact; // → true
 */
export function locateNode(doc: Document, start: Node, path: ReadonlyArray<string | number>): Located {
  let node: Node = start;
  let keyNode: Node | undefined;
  let depth = 0;
  let replaced = false;
  for (const segment of path) {
    const current: unknown = isAlias(node) ? node.resolve(doc) : node;
    if (isMap(current)) {
      const pair = current.items.find((p) => keyText(p.key) === String(segment));
      if (pair === undefined) break;
      keyNode = pair.key as Node;
      node = (pair.value ?? pair.key) as Node;
    } else if (isSeq(current)) {
      replaced = true;
      const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
      const item = current.items[index];
      if (item === undefined) break;
      keyNode = undefined;
      node = item as Node;
    } else {
      replaced = true;
      break;
    }
    depth++;
  }
  return { node, keyNode, depth, exact: depth === path.length, replaced };
}
