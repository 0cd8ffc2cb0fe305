import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { packageRoot } from '../packageRoot.js';
import { houseMessages } from './messages.js';
import { isInside } from './moduleFile.js';
import type { ModuleProblem } from './ModuleProblem.js';

/** A compiled module: the file URL workers import, and the sha256 of the designer's source text. */
export interface CompiledModule {
  url: string;
  sha256: string;
}

/**
 * Where compiled modules are kept, one file per compiled text's hash (so a changed module never reads a stale one):
 * a folder of this user's own in the temp folder, readable by no one else.
 */
export const MODULE_CACHE = join(tmpdir(), `gruntlab-modules-${process.getuid?.() ?? 'user'}`);

/**
 * Compiles a designer's module (TypeScript or JavaScript) with esbuild into one ES module whose `gruntlab` import is
 * the package's own API file, with an inline source map naming the designer's files, so that its errors point at
 * them. Imports outside the scenario's folder are refused. Returns the problems, each at its line, when it does not
 * compile.
 * @example await compileModule('/s/rule.ts', '/s') // { url: 'file:///tmp/gruntlab-modules/….mjs', sha256: '…' }
 */
export async function compileModule(source: string, folder: string): Promise<CompiledModule | { problems: ModuleProblem[] }> {
  const text = readFileSync(source);
  const sha256 = createHash('sha256').update(text).digest('hex');
  const api = pathToFileURL(join(packageRoot(), 'dist', 'src', 'api', 'index.js')).href;
  let result;
  try {
    result = await build({
      entryPoints: [source],
      absWorkingDir: folder,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'external',
      sourcesContent: true,
      outfile: join(folder, 'module.mjs'),
      logLevel: 'silent',
      plugins: [gruntlabApi(api, folder)],
    });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!Array.isArray(errors)) throw error;
    const entry = relative(folder, source);
    return { problems: errors.map(problemOf).map((p) => (p.file === entry ? { ...p, file: undefined } : p)) };
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as { sources: string[] };
  map.sources = map.sources.map((s) => pathToFileURL(resolve(folder, s)).href);
  const code = `${js.replace(/\/\/# sourceMappingURL=.*\s*$/, '')}//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
  const file = join(MODULE_CACHE, `${createHash('sha256').update(code).digest('hex')}.mjs`);
  // A file already there is used only if it holds exactly this text.
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
    mkdirSync(MODULE_CACHE, { recursive: true, mode: 0o700 });
    const staging = `${file}.${process.pid}.tmp`;
    writeFileSync(staging, code);
    renameSync(staging, file);
  }
  return { url: pathToFileURL(file).href, sha256 };
}

/** `gruntlab` → the package's API file, left as an import; relative imports must stay in the scenario's folder. */
function gruntlabApi(api: string, folder: string): Plugin {
  return {
    name: 'gruntlab-api',
    setup(b) {
      b.onResolve({ filter: /^gruntlab$/ }, () => ({ path: api, external: true }));
      b.onResolve({ filter: /^\.{0,2}\// }, (args) => {
        const path = resolve(args.resolveDir || dirname(args.importer), args.path);
        return isInside(folder, path) ? undefined : { errors: [{ text: houseMessages.importOutside(args.path) }] };
      });
    },
  };
}

function problemOf(m: Message): ModuleProblem {
  const file = m.location?.file;
  return { ...(file ? { file } : {}), line: m.location?.line ?? 0, column: m.location ? m.location.column + 1 : 0, message: m.text };
}
