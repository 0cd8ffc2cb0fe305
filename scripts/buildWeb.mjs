// The browser playground (docs/playground.md): bundles src/web with esbuild into OUT/web — index.html, style.css,
// app.js (the page: editor, the same loader, runScenario, charts) and sw.js (offline, over http) — as classic
// scripts, so that the folder also works opened from disk (module scripts and workers are refused on file://).
// The two workers (chunks; the run's coordinator) are bundled first and carried inside app.js as text; the page
// starts them from Blobs. Called by scripts/build.mjs.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';

const common = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/** Builds the playground into `out` (a folder, created); `root` is the package's folder. */
export async function buildWeb(root, out) {
  mkdirSync(out, { recursive: true });
  const packageVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const plugins = [inlineVersion(packageVersion), leaveOutThreadPool];
  const bundled = async (entry) =>
    (
      await esbuild.build({
        ...common,
        entryPoints: [join(root, 'src/web', entry)],
        format: 'iife',
        write: false,
        plugins,
      })
    ).outputFiles[0].text;
  const virtual = {
    'gruntlab-web:worker-source': `export default ${JSON.stringify(await bundled('chunkWorker.ts'))};`,
    'gruntlab-web:coordinator-source': `export default ${JSON.stringify(await bundled('coordinatorWorker.ts'))};`,
    'gruntlab-web:examples': `export default ${JSON.stringify(examples(root))};`,
    'gruntlab-web:schema': `export default ${readFileSync(join(root, 'schemas/scenario.schema.json'), 'utf8')};`,
  };
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'src/web/main.ts')],
    format: 'iife',
    outfile: join(out, 'app.js'),
    plugins: [...plugins, virtualModules(virtual)],
  });
  await esbuild.build({
    ...common,
    entryPoints: [join(root, 'src/web/serviceWorker.ts')],
    format: 'iife',
    outfile: join(out, 'sw.js'),
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(root, 'src/web', file), join(out, file));
}

/** Every example scenario (scenarios/<system>/*.yaml), by system, as written. */
function examples(root) {
  const dir = join(root, 'scenarios');
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => {
      const file = relative(root, join(e.parentPath, e.name)).split('\\').join('/');
      return { file, group: file.split('/')[1], text: readFileSync(join(e.parentPath, e.name), 'utf8') };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** src/version.ts reads package.json from disk; in the browser the version is written in at build time. */
function inlineVersion(version) {
  return {
    name: 'inline-version',
    setup(build) {
      build.onResolve({ filter: /\/version\.js$/ }, (args) =>
        args.importer.includes(`${join('src')}`) ? { path: 'version', namespace: 'gruntlab-version' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'gruntlab-version' }, () => ({
        contents: `export const version = ${JSON.stringify(version)};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * simulate imports the Piscina pool only when it is given no executor; the page always gives it its Web Workers,
 * so that import is left out of the bundle (kept as an import that never runs). So is the loader's module machinery
 * (loadModules: esbuild and the file system), imported only for a scenario that names a designer's module, which the
 * page refuses before loading (refuseHouseRules).
 */
const leaveOutThreadPool = {
  name: 'leave-out-thread-pool',
  setup(build) {
    build.onResolve({ filter: /^\.\/ChunkRunner\.js$/ }, (args) =>
      args.importer.includes('engine') ? { path: args.path, external: true } : undefined,
    );
    build.onResolve({ filter: /^\.\/loadModules\.js$/ }, (args) =>
      args.importer.includes('scenario') ? { path: args.path, external: true } : undefined,
    );
  },
};

function virtualModules(modules) {
  return {
    name: 'virtual-modules',
    setup(build) {
      build.onResolve({ filter: /^gruntlab-web:/ }, (args) => ({ path: args.path, namespace: 'gruntlab-web' }));
      build.onLoad({ filter: /.*/, namespace: 'gruntlab-web' }, (args) => ({
        contents: modules[args.path],
        loader: 'js',
      }));
    },
  };
}
