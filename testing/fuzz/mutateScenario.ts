import { type Document, isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';

/** One fuzzing case: a mutated copy of an example scenario, as the bytes of a file, and what was done to it. */
export interface FuzzCase {
  /** The example it was made from. */
  from: string;
  /** A scenario (.yaml, for validate and run) or a results document (.json, for report). */
  kind: 'scenario' | 'results';
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
  -1,
  0,
  1,
  1e308,
  -1e308,
  Infinity,
  -Infinity,
  Number.NaN,
  1_000_000_000,
  2.5,
  1e-9,
  10_000_000,
  'zzz',
  '',
  ' ',
  'regular ',
  'Regular',
  null,
  true,
  false,
  [],
  {},
  [1, 2, 10_000_000],
  { a: 1 },
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  'a\u0000b',
  'a\u001bb',
  '\u202e',
  '__proto__',
  'constructor',
];

/** YAML tags, of plain data and not: each makes something other than text of its value, or should. */
const TAGS = [
  '!!merge',
  '!!binary',
  '!!set',
  '!!omap',
  '!!pairs',
  '!!timestamp',
  '!!python/object',
  '!mine',
  '!<tag:yaml.org,2002:merge>',
  '!!str',
  '!!int',
  '!!float',
  '!!bool',
  '!!null',
  '!!seq',
  '!!map',
  '!',
  '!!',
];

/**
 * Characters that end a line, or look like a space, somewhere: the line and paragraph separators (which end a line in
 * JavaScript and Vega expressions), NEL, the vertical tab and form feed, byte-order marks, zero-width and other
 * spaces.
 */
export const SEPARATORS = [
  '\u2028',
  '\u2029',
  '\u0085',
  '\u000b',
  '\u000c',
  '\ufeff',
  '\u200b',
  '\u00a0',
  '\u1680',
  '\u3000',
  '\u202f',
  '\r',
  '\n',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** The text with a character put in at a random place (the end as likely as the start). */
const inserted = (random: () => number, text: string, char: string) => {
  const at = Math.floor(random() * (text.length + 1));
  return text.slice(0, at) + char + text.slice(at);
};

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
    const entries = Array.from({ length: pick(random, [1, 3, 150]) }, (_, i) => ({
      label: pick(random, [`E${i}`, 'same', '<b>x</b>']),
    }));
    doc.set('compare', doc.createNode(entries));
    return `compare with ${entries.length} entries`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    const node = doc.getIn(path, true) as Node | undefined;
    if (node === undefined || node === null || typeof node !== 'object') return 'nothing to tag';
    const tag = pick(random, TAGS);
    node.tag = tag.replace(/^!!/, 'tag:yaml.org,2002:');
    return `${path.join('.')} tagged ${tag}`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    const separator = pick(random, SEPARATORS);
    const name = `U+${separator.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const value = doc.getIn(path);
    if (typeof value === 'string' || typeof value === 'number') {
      doc.setIn(path, inserted(random, String(value), separator));
      return `${name} in the value of ${path.join('.')}`;
    }
    const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
    const key = path[path.length - 1];
    if (!isMap(parent) || typeof key !== 'string') return 'no key to change';
    const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair === undefined) return 'no key to change';
    pair.key = doc.createNode(inserted(random, key, separator));
    return `${name} in the key ${path.join('.')}`;
  },
  (doc, random) => {
    const separator = pick(random, SEPARATORS);
    const name = `U+${separator.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    const compare = doc.get('compare', true);
    const label = (i: number) =>
      inserted(random, pick(random, ['Regulars in cover', `E${i}`, 'constructor']), separator);
    if (isSeq(compare) && compare.items.length > 0) {
      const i = Math.floor(random() * compare.items.length);
      const entry = compare.items[i];
      if (isMap(entry)) entry.set('label', label(i));
      return `${name} in compare label ${i + 1}`;
    }
    doc.set('compare', doc.createNode([{ label: label(0) }, { label: label(1) }]));
    const title = doc.get('title');
    if (typeof title === 'string') doc.set('title', inserted(random, title, separator));
    return `${name} in two compare labels and the title`;
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
    return [
      Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x00]), bytes.subarray(at)]),
      `bad bytes at ${at}`,
    ];
  },
  (text, random) => {
    const [name, bytes] = pick(random, encodings(text));
    return [bytes, `saved as ${name}`];
  },
  (text, random) => {
    const lines = text.split('\n');
    const i = Math.floor(random() * lines.length);
    const tag = pick(random, TAGS);
    // After a key's colon (a tagged value) or at the start of an item's key (a tagged key).
    const keyed = /^(\s*(?:- )?)([^\s#:][^:#]*:)(\s+)(.*)$/.exec(lines[i]);
    if (keyed === null) return [text, 'no line to tag'];
    lines[i] =
      random() < 0.8
        ? `${keyed[1]}${keyed[2]} ${tag} ${keyed[4]}`
        : `${keyed[1]}${tag} ${keyed[2]}${keyed[3]}${keyed[4]}`;
    return [lines.join('\n'), `${tag} written on line ${i + 1}`];
  },
  (text, random) => {
    const separator = pick(random, SEPARATORS);
    const at = Math.floor(random() * text.length);
    return [
      text.slice(0, at) + separator + text.slice(at),
      `U+${separator.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} inserted at ${at}`,
    ];
  },
  (text) => {
    const rows = ['bomb0: &a0 [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++)
      rows.push(
        `bomb${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    return [`${text}\n${rows.join('\n')}\n`, 'alias bomb'];
  },
  (text, random) => [`${text}\nnested: ${'['.repeat(pick(random, [20, 2000, 20000]))}\n`, 'deep nesting'],
];

/** The text in the encodings an editor may save it in, other than plain UTF-8. */
function encodings(text: string): Array<[string, Buffer]> {
  const utf16be = (t: string) => Buffer.from(t, 'utf16le').swap16();
  return [
    ['UTF-16 (little-endian) with a byte-order mark', Buffer.from(`\ufeff${text}`, 'utf16le')],
    ['UTF-16 (little-endian) without a byte-order mark', Buffer.from(text, 'utf16le')],
    ['UTF-16 (big-endian) with a byte-order mark', utf16be(`\ufeff${text}`)],
    ['UTF-16 (big-endian) without a byte-order mark', utf16be(text)],
    ['UTF-8 with a byte-order mark', Buffer.from(`\ufeff${text}`)],
    ['UTF-8 with two byte-order marks', Buffer.from(`\ufeff\ufeff${text}`)],
  ];
}

/**
 * A seeded mutation of one example scenario: one to three changes to its values, keys or bytes (see BAD_VALUES,
 * TAGS, SEPARATORS and the mutation lists), as a hostile or careless designer, or an odd editor, would make them.
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
  return { from, kind: 'scenario', mutations, bytes: typeof current === 'string' ? Buffer.from(current) : current };
}
