import type { FuzzCase } from './mutateScenario.js';
import { SEPARATORS } from './mutateScenario.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** What a value of a results.json may be turned into: another type, an edge of its type, or hostile text. */
const RETYPED: Json[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'zzz',
  '',
  '<script>alert(1)</script>',
  'a\u2028b',
  '\u2029',
  [],
  [1, 'x'],
  {},
  { p: 'x' },
];

/** Names a key is renamed to: a near miss, the prototype's, empty, and with separators in it. */
const RENAMED = (key: string): string[] => [
  `${key}x`,
  key.toUpperCase(),
  '',
  '__proto__',
  'constructor',
  `${key}\u2028`,
  ` ${key}`,
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Every path in a JSON value to a key of an object or an item of a list. */
function paths(value: Json, prefix: Path, out: Path[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push([...prefix, i]);
      paths(item, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      paths(item, [...prefix, key], out);
    }
  }
}

function parentOf(doc: Json, path: Path): Json {
  let node = doc;
  for (const segment of path.slice(0, -1)) node = (node as Record<string | number, Json>)[segment];
  return node;
}

/** Sets a key as data, so that "__proto__" stays a key of the object rather than its prototype. */
function setKey(object: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Mutations of a results document: a key renamed, removed, or its value retyped; the file cut short. */
const MUTATIONS: Array<(doc: Json, random: () => number, all: Path[]) => string> = [
  (doc, random, all) => {
    const path = pick(random, all);
    const parent = parentOf(doc, path);
    const key = path[path.length - 1];
    if (Array.isArray(parent) || parent === null || typeof parent !== 'object' || typeof key !== 'string')
      return 'no key to rename';
    const to = pick(random, RENAMED(key));
    const renamed: Record<string, Json> = {};
    for (const [k, v] of Object.entries(parent)) setKey(renamed, k === key ? to : k, v);
    for (const k of Object.keys(parent)) delete parent[k];
    for (const [k, v] of Object.entries(renamed)) setKey(parent, k, v);
    return `${path.join('.')} renamed ${JSON.stringify(to)}`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    const parent = parentOf(doc, path) as Record<string | number, Json>;
    const key = path[path.length - 1];
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete parent[key];
    return `${path.join('.')} removed`;
  },
  (doc, random, all) => {
    const path = pick(random, all);
    const parent = parentOf(doc, path) as Record<string | number, Json>;
    const value = pick(random, RETYPED);
    parent[path[path.length - 1]] = structuredClone(value);
    return `${path.join('.')} = ${JSON.stringify(value)}`;
  },
  (doc, random) => {
    const cells = (doc as { cells?: Json }).cells;
    if (!Array.isArray(cells) || cells.length === 0) return 'no cells';
    const cell = pick(random, cells) as Record<string, Json>;
    const separator = pick(random, SEPARATORS);
    if (typeof cell.label === 'string') cell.label = `${cell.label}${separator}`;
    return `U+${separator.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} in a cell's label`;
  },
];

/**
 * A seeded mutation of a results.json written by `gruntlab run`, as `gruntlab report FILE.json` may be given it: one
 * to three keys renamed, removed or retyped anywhere in it (cells, outcomes, means, comparisons, sweep …), now and
 * then the file cut short.
 *
 * @example mutateResults('a.json', '{"cells": []}', () => 0.5).from // 'a.json'
 */
export function mutateResults(from: string, json: string, random: () => number): FuzzCase {
  const doc = JSON.parse(json) as Json;
  const mutations: string[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let m = 0; m < count; m++) {
    const all: Path[] = [];
    paths(doc, [], all);
    // Half the time a key near the top (a cell's outcomes, a mean): the distributions' values outnumber them.
    const near = random() < 0.5 ? all.filter((p) => p.length <= 4) : all;
    if (near.length === 0) break;
    mutations.push(pick(random, MUTATIONS)(doc, random, near));
  }
  let text = JSON.stringify(doc, null, 2);
  if (random() < 0.05) {
    const at = Math.floor(random() * text.length);
    text = text.slice(0, at);
    mutations.push(`cut at ${at}`);
  }
  return { from, kind: 'results', mutations, bytes: Buffer.from(text) };
}
