import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

/** One fuzzing case: a mutated copy of an example scenario, as the bytes of a file, and what was done to it. */
export interface FuzzCase {
  /** The example it was made from. */
  from: string;
  /** The mutations applied, in words (for the harness's report). */
  mutations: string[];
  bytes: Buffer;
}

/** A small seeded generator (mulberry32): the same seed gives the same cases on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values a hostile or careless designer writes in place of a good one. */
const BAD_VALUES: unknown[] = [
  -1, 0, 1, 1e308, -1e308, Infinity, -Infinity, Number.NaN, 1_000_000_000, 2.5, 1e-9, 10_000_000,
  'zzz', '', ' ', 'regular ', 'Regular', null, true, false, [], {}, [1, 2, 10_000_000], { a: 1 },
  '<script>alert(1)</script>', '=HYPERLINK("http://x")', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../../etc/passwd', 'a\u0000b', 'a\u001bb', '\u202e', '__proto__', 'constructor',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Every path to a value in a YAML document (keys and list indices). */
function paths(node: Node | null, prefix: Array<string | number>, out: Array<Array<string | number>>): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === undefined) continue;
      out.push([...prefix, key]);
      paths(pair.value as Node | null, [...prefix, key], out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, i) => {
      out.push([...prefix, i]);
      paths(item as Node | null, [...prefix, i], out);
    });
  }
}

type Mutation = (doc: Document, random: () => number, all: Array<Array<string | number>>) => string;

/** Mutations of the document's values and keys. */
const VALUE_MUTATIONS: Mutation[] = [
  (doc, random, all) => {
    const path = pick(random, all);
    doc.deleteIn(path);
    return `deleted ${path.join('.')}`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    const value = pick(random, BAD_VALUES);
    doc.setIn(path, doc.createNode(value));
    return `${path.join('.')} = ${String(value).slice(0, 40)}`;
  },
  (doc, random) => {
    const size = pick(random, [10_000, 100_000, 1_000_000]);
    const key = pick(random, ['title', 'description', 'label']);
    doc.set(key, 'x'.repeat(size));
    return `${key} of ${size} characters`;
  },
  (doc, random, all) => {
    const leafs = all.filter((p) => typeof p[p.length - 1] === 'string' && !String(p[0]).startsWith('sweep'));
    if (leafs.length === 0) return 'nothing to sweep';
    const path = pick(random, leafs).join('.');
    const n = pick(random, [2, 50, 200, 2000]);
    const values = Array.from({ length: n }, (_, i) => (random() < 0.5 ? i : pick(random, BAD_VALUES)));
    doc.setIn(['sweep', path], doc.createNode(values));
    return `sweep ${path} over ${n} values`;
  },
  (doc, random) => {
    const sweep = doc.get('sweep');
    if (!isMap(sweep) || sweep.items.length === 0) return 'no sweep to repeat';
    const pair = sweep.items[0];
    const list = (pair.value as Node).toJSON() as unknown[];
    // At most a million values, however often this is applied: a designer's runaway sweep, not the harness's own.
    const copies = Math.min(pick(random, [2, 100, 500]), Math.max(1, Math.floor(1_000_000 / Math.max(1, list.length))));
    sweep.set(pair.key, doc.createNode(Array.from({ length: copies }, () => list).flat()));
    return `sweep values repeated ${copies} times`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    doc.setIn([...path.slice(0, -1), '__proto__'], doc.createNode({ polluted: true }));
    return `__proto__ beside ${path.join('.')}`;
  },
  (doc, random) => {
    const entries = Array.from({ length: pick(random, [1, 3, 150]) }, (_, i) => ({ label: pick(random, [`E${i}`, 'same', '<b>x</b>']) }));
    doc.set('compare', doc.createNode(entries));
    return `compare with ${entries.length} entries`;
  },
];

/** Mutations of the file's text and bytes. */
const TEXT_MUTATIONS: Array<(text: string, random: () => number) => [string | Buffer, string]> = [
  (text, random) => {
    const at = Math.floor(random() * text.length);
    return [text.slice(0, at), `cut at ${at}`];
  },
  (text, random) => {
    const lines = text.split('\n');
    const i = Math.floor(random() * lines.length);
    lines.splice(i, 0, lines[i]);
    return [lines.join('\n'), `line ${i + 1} written twice`];
  },
  (text, random) => {
    const at = Math.floor(random() * text.length);
    const junk = pick(random, ['\t', ': :', '[', '{', '"', '&a', '*nope', '---\n', '? ', '%YAML 9\n', '!!binary x']);
    return [text.slice(0, at) + junk + text.slice(at), `${JSON.stringify(junk)} inserted at ${at}`];
  },
  (text, random) => {
    const at = Math.floor(random() * text.length);
    const bytes = Buffer.from(text);
    return [Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x00]), bytes.subarray(at)]), `bad bytes at ${at}`];
  },
  (text) => [Buffer.from(`\ufeff${text}`, 'utf16le'), 'saved as UTF-16'],
  (text) => {
    const rows = ['bomb0: &a0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++) rows.push(`bomb${i}: &a${i} [${Array(9).fill(`*a${i - 1}`).join(', ')}]`);
    return [`${text}\n${rows.join('\n')}\n`, 'alias bomb'];
  },
  (text, random) => [`${text}\nnested: ${'['.repeat(pick(random, [20, 2000, 20000]))}\n`, 'deep nesting'],
];

/**
 * A seeded mutation of one example scenario: one to three changes to its values, keys or bytes (see BAD_VALUES
 * and the mutation lists), as a hostile or careless designer would make them.
 *
 * @example mutateScenario('a.yaml', 'system: toy\n', seededRandom(1)).from // 'a.yaml'
 */
export function mutateScenario(from: string, text: string, random: () => number): FuzzCase {
  const mutations: string[] = [];
  const count = 1 + Math.floor(random() * 3);
  let current: string | Buffer = text;
  for (let m = 0; m < count; m++) {
    if (typeof current !== 'string') break;
    if (random() < 0.7) {
      const doc: Document = parseDocument(current, { uniqueKeys: false });
      if (doc.errors.length > 0 || !isMap(doc.contents)) continue;
      const all: Array<Array<string | number>> = [];
      paths(doc.contents, [], all);
      if (all.length === 0) continue;
      try {
        mutations.push(pick(random, VALUE_MUTATIONS)(doc, random, all));
        current = doc.toString({ lineWidth: 0 });
      } catch {
        // A mutation that does not fit this document (a key set inside a list, …) is skipped.
      }
    } else {
      const [next, what] = pick(random, TEXT_MUTATIONS)(current, random);
      mutations.push(what);
      current = next;
    }
  }
  return { from, mutations, bytes: typeof current === 'string' ? Buffer.from(current) : current };
}
