import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/** Every file a designer's module was bundled from, and the one hash that stands for them all. */
export interface ModuleGraph {
  /** The files, from the scenario's folder ('/'-separated), sorted. */
  files: string[];
  /**
   * sha256 of the lines `path NUL sha256(content)`, one per file in sorted order: what `gruntlab trust` allows,
   * results.json records and `--resume` keys on. Any file changed, added, removed or renamed changes it.
   */
  sha256: string;
}

/**
 * The graph of one compile: `inputs` are esbuild's metafile inputs (paths from `folder`), `read` the bytes the
 * compile read for each file (absolute paths). An input whose bytes were not read here is a fault of gruntlab's.
 * @example moduleGraph('/s', ['rule.ts', 'lib.ts'], read) // { files: ['lib.ts', 'rule.ts'], sha256: '…' }
 */
export function moduleGraph(folder: string, inputs: readonly string[], read: ReadonlyMap<string, Buffer>): ModuleGraph {
  const files = inputs.map((input) => input.split('\\').join('/')).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = read.get(resolve(folder, file));
    if (bytes === undefined) throw new Error(`gruntlab: the compile of a module did not read ${file} itself`);
    hash.update(`${file}\0${createHash('sha256').update(bytes).digest('hex')}\n`);
  }
  return { files, sha256: hash.digest('hex') };
}
