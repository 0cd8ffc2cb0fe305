import { type Document, isMap, isScalar, isSeq, type Node, visit } from 'yaml';

/** The YAML tags of the core schema whose value is plain data: text, a number, true/false, nothing, a list, a map. */
const PLAIN_TAGS: Record<string, (node: Node) => boolean> = {
  'tag:yaml.org,2002:str': (node) => isScalar(node) && typeof node.value === 'string',
  'tag:yaml.org,2002:int': (node) => isScalar(node) && Number.isInteger(node.value),
  'tag:yaml.org,2002:float': (node) => isScalar(node) && typeof node.value === 'number',
  'tag:yaml.org,2002:bool': (node) => isScalar(node) && typeof node.value === 'boolean',
  'tag:yaml.org,2002:null': (node) => isScalar(node) && node.value === null,
  'tag:yaml.org,2002:seq': (node) => isSeq(node),
  'tag:yaml.org,2002:map': (node) => isMap(node),
};

/** A node written with a tag (`!!merge 62`, `!!binary …`, `!mine x`) that does not make plain data. */
interface TaggedNode {
  node: Node;
  /** The tag as a designer writes it: `!!merge` for the YAML ones, the rest as written. */
  tag: string;
  /** True for a tag of plain data whose value is not of its kind (`!!int abc`, `!!float 1`); false for other tags. */
  plain: boolean;
}

/**
 * Every node of a document whose tag gruntlab does not read: a scenario is plain data, and a tag that makes
 * something else (a merge marker, bytes, a set, an ordered map, a date, a tag of the designer's own) would reach the
 * runner as a value no schema or worker expects. Tags of plain data are kept when the value is of their kind.
 *
 * @example findTags(parseDocument('seed: !!merge 62\n')).map((t) => t.tag) // ['!!merge']
 */
export function findTags(doc: Document): TaggedNode[] {
  const found: TaggedNode[] = [];
  visit(doc, {
    Node(_, node) {
      const tag = node.tag;
      if (tag === undefined) return;
      const ofItsKind = PLAIN_TAGS[tag];
      if (ofItsKind?.(node)) return;
      found.push({ node, tag: tag.replace(/^tag:yaml\.org,2002:/, '!!'), plain: ofItsKind !== undefined });
    },
  });
  return found;
}
