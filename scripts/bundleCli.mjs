// The command's start-up path as a few files: `bin/gruntlab.js` imports dist/src/bundle/main.js, which esbuild makes
// from the compiled dist/src/cli/main.js. Loading ~1 000 small modules (zod alone is ~60 ms of them) costs a run more
// than its first chunk of trials; bundled, the loader and validation load in a third of the time. Lazy imports stay
// lazy (split chunks: `--help` loads no resolution, a run loads its own; the chart packages load after the trials).
// Packages with native code, files of their own to find at run time, or worker scripts stay imports of node_modules.

import { join } from 'node:path';
import { build } from 'esbuild';

const EXTERNAL_PACKAGES = new Set(['piscina', '@resvg/resvg-js', 'playwright-core', 'bullmq', 'ioredis', 'esbuild']);

/** EXTERNAL_PACKAGES stay imports. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return EXTERNAL_PACKAGES.has(name) || args.path.startsWith('node:')
        ? { path: args.path, external: true }
        : undefined;
    });
  },
};

/** Bundles `<dist>/src/cli/main.js` into `<dist>/src/bundle/` (one level under src/, as workerFile and packageRoot expect). */
export async function bundleCli(dist) {
  await build({
    entryPoints: [join(dist, 'src', 'cli', 'main.js')],
    outdir: join(dist, 'src', 'bundle'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minifySyntax: true,
    minifyWhitespace: true,
    plugins: [keepPackagesExternal],
    // commander is CommonJS and requires node: modules.
    banner: {
      js: "import { createRequire as gruntlabRequire } from 'node:module'; const require = gruntlabRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
