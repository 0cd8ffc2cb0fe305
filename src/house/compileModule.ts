import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { buildFolder } from '../buildFolder.js';
import type { CompiledFile } from '../systems/custom/ModuleRef.js';
import type { ModuleProblem } from './ModuleProblem.js';
import { houseMessages } from './messages.js';
import { isInside } from './moduleFile.js';
import { type ModuleGraph, moduleGraph } from './moduleGraph.js';
import { cacheFolder, privateFolder } from './userFolders.js';

/** A compiled module: the file the threads import (and the hash it must hold), and the files it was built from. */
interface CompiledModule {
  compiled: CompiledFile;
  graph: ModuleGraph;
}

/**
 * Where compiled modules are kept, one file per compiled text's hash: the user's cache folder, private (0700, the
 * user's own, writable by no one else; checked on every compile and before every import).
 */
function moduleCache(): string {
  privateFolder(cacheFolder());
  return privateFolder(join(cacheFolder(), 'modules'));
}

/**
 * Compiles a designer's module (TypeScript or JavaScript) with esbuild into one ES module whose `gruntlab` import is
 * the package's own API file, with an inline source map naming the designer's files, so that its errors point at
 * them. Compiling runs none of the designer's code. Every file bundled must lie, by its real path (links followed), in
 * the scenario's folder (a package too: from that folder's own node_modules); the bytes esbuild reads are the bytes
 * hashed into the module's graph. Returns the problems, each at its line, when it does not compile.
 * @example await compileModule('/s/rule.ts', '/s') // { compiled: { file: '…/gruntlab/modules/….mjs', … }, graph }
 */
export async function compileModule(
  source: string,
  folder: string,
): Promise<CompiledModule | { problems: ModuleProblem[] }> {
  // This process's own build's API, so a rebuild of the checkout mid-run never mixes two builds in one run.
  const api = pathToFileURL(join(buildFolder(), 'src', 'api', 'index.js')).href;
  const read = new Map<string, Buffer>();
  let result;
  try {
    result = await build({
      entryPoints: [source],
      absWorkingDir: folder,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'external',
      sourcesContent: true,
      outfile: join(folder, 'module.mjs'),
      logLevel: 'silent',
      plugins: [insideFolder(api, folder, read)],
    });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!Array.isArray(errors)) throw error;
    const entry = relative(folder, source);
    return { problems: errors.map(problemOf).map((p) => (p.file === entry ? { ...p, file: undefined } : p)) };
  }
  const graph = moduleGraph(folder, Object.keys(result.metafile.inputs), read);
  const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as { sources: string[] };
  map.sources = map.sources.map((s) => pathToFileURL(resolve(folder, s)).href);
  const inlineMap = `data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}`;
  const code = `${js.replace(/\/\/# sourceMappingURL=.*\s*$/, '')}//# sourceMappingURL=${inlineMap}\n`;
  const sha256 = createHash('sha256').update(code).digest('hex');
  const file = join(moduleCache(), `${sha256}.mjs`);
  // A file already there is used only if it holds exactly this text.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
    const staging = `${file}.${process.pid}.tmp`;
    writeFileSync(staging, code, { mode: 0o600, flag: 'w' });
    renameSync(staging, file);
  }
  return { compiled: { file, sha256 }, graph };
}

/** Marks the resolutions this plugin asks esbuild for itself, so that it does not check them twice. */
const RESOLVING = Symbol('resolving');

/**
 * `gruntlab` → the package's API file, left as an import; Node's own modules left as imports; every other import
 * resolved by esbuild and kept only if its real path lies in the scenario's folder. Every file loaded is read here,
 * so that the graph's hash covers exactly the bytes bundled.
 */
function insideFolder(api: string, folder: string, read: Map<string, Buffer>): Plugin {
  return {
    name: 'gruntlab-inside-folder',
    setup(b) {
      b.onResolve({ filter: /^gruntlab$/ }, () => ({ path: api, external: true }));
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const { kind, importer, resolveDir } = args;
        const found = await b.resolve(args.path, { kind, importer, resolveDir, pluginData: RESOLVING });
        if (found.errors.length > 0) return { errors: found.errors };
        const bare = !/^\.{0,2}\//.test(args.path) && args.kind !== 'entry-point';
        const real = found.external || found.namespace !== 'file' ? undefined : realpathSync(found.path);
        if (real !== undefined && isInside(folder, real)) return { path: real };
        const outside = bare ? houseMessages.packageOutside : houseMessages.importOutside;
        return { errors: [{ text: outside(args.path, real) }] };
      });
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        const bytes = readFileSync(args.path);
        read.set(args.path, bytes);
        return { contents: bytes, loader: 'default' };
      });
    },
  };
}

function problemOf(m: Message): ModuleProblem {
  const file = m.location?.file;
  const at = { line: m.location?.line ?? 0, column: m.location ? m.location.column + 1 : 0 };
  return { ...(file ? { file } : {}), ...at, message: m.text };
}
