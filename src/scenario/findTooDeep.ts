import type { CST } from 'yaml';

/**
 * The offsets of the maps and lists of a YAML file's syntax tree that lie more than `max` levels deep (the top
 * level is 1), the first of each too-deep branch only. The tree is walked with a list of its own, not by recursion,
 * so a file nested thousands of levels deep is measured, not overflowed, and each offset is the same on every run;
 * the YAML reader's own steps, which recurse, run only after this has passed.
 *
 * @example
 * findTooDeep([...new Parser().parse('a: [[1]]\n')], 2) // [4]: the inner list, at depth 3
 */
export function findTooDeep(tokens: Iterable<CST.Token>, max: number): number[] {
  const found: number[] = [];
  const pending: Array<[CST.Token | null | undefined, number]> = [];
  for (const token of tokens) if (token.type === 'document') pending.push([token.value, 0]);
  while (pending.length > 0) {
    const [token, outer] = pending.pop()!;
    if (token === null || token === undefined) continue;
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    const depth = outer + 1;
    if (depth > max) {
      found.push(token.offset);
      continue;
    }
    // Pushed in reverse, so that the branches are walked (and reported) in the order they are written.
    for (let i = token.items.length - 1; i >= 0; i--) {
      const item = token.items[i] as { key?: CST.Token | null; value?: CST.Token };
      pending.push([item.value, depth], [item.key, depth]);
    }
  }
  return found.sort((a, b) => a - b);
}
