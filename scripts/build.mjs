#!/usr/bin/env node
// `npm run build`: compiles src/ and bench/ (and the public API's type declarations, and bundles the command and the
// playground) into a fresh folder, then installs it (installBuild.mjs): it becomes .builds/<id>/, dist/ is swapped
// for a copy of it in one rename, and older builds are removed once no live process runs from them. A gruntlab run
// started before goes on with its own build's files; files of deleted sources never linger.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './buildWeb.mjs';
import { bundleCli } from './bundleCli.mjs';
import { installBuild } from './installBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const next = join(root, `.dist-next-${process.pid}`);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', next], {
    stdio: 'inherit',
  });
  // The public API's declarations (`import { defineResolution } from 'gruntlab'`, with types): its files and what they reach.
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.api.json'), '--outDir', next], { stdio: 'inherit' });
  await bundleCli(next);
  // The browser playground (`gruntlab serve`), bundled from the same sources into web/.
  await buildWeb(root, join(next, 'web'));
} catch (error) {
  if (!(error instanceof Error && 'status' in error)) console.error(error instanceof Error ? error.message : error);
  rmSync(next, { recursive: true, force: true });
  process.exit(1);
}
installBuild(root, next);
