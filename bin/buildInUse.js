// The builds of a checkout and the marks a gruntlab process leaves on the one it runs from. `npm run build`
// (scripts/installBuild.mjs) keeps each build in .builds/<id>/ and makes dist/ a copy of the newest; a process runs
// from the build's own folder, so a rebuild meanwhile changes none of the files it loads later (lazily imported
// chunks, worker-thread scripts, the playground), and the build is kept until no live process marks it.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folder of a checkout holding its builds, one folder each, named by the build's id. */
export const BUILDS = '.builds';
/** The file naming a build's id, at the top of the build: dist/build.json names the current build. */
export const BUILD_FILE = 'build.json';
/** The folder of a build holding one empty file per process that runs from it, named by the process id. */
export const IN_USE = '.in-use';

/** The id of the checkout's current build (the one dist/ is a copy of), or undefined where dist/ names none. */
export function currentBuildId(root) {
  try {
    return JSON.parse(readFileSync(join(root, 'dist', BUILD_FILE), 'utf8')).id;
  } catch {
    return undefined;
  }
}

/**
 * The command's entry module for a process started from the package in `root`: the current build's, marked as in
 * use by this process until it exits. The pointer is read again after the mark is written: a build still current
 * then is one that any later rebuild finds marked (it removes only builds that are not current when it looks).
 * dist/'s own entry where no build folder is there (an installed package, a copied dist/) or none can be marked.
 * @param {string} root
 * @returns {string} the URL to import
 */
export function claimBuild(root) {
  for (;;) {
    const id = currentBuildId(root);
    if (id === undefined) return entryOf(join(root, 'dist'));
    const mark = join(root, BUILDS, id, IN_USE, String(process.pid));
    try {
      writeFileSync(mark, '');
    } catch {
      if (currentBuildId(root) !== id) continue; // removed as dist/ moved on to a newer build: take that one
      return entryOf(join(root, 'dist'));
    }
    if (currentBuildId(root) === id) {
      process.on('exit', () => rmSync(mark, { force: true }));
      return entryOf(join(root, BUILDS, id));
    }
    rmSync(mark, { force: true });
  }
}

/**
 * Whether a live process marks the build in `folder` as in use.
 * @param {string} folder
 */
export function isInUse(folder) {
  let marks;
  try {
    marks = readdirSync(join(folder, IN_USE));
  } catch {
    return false;
  }
  return marks.some((name) => isAlive(Number(name)));
}

/**
 * Whether the process `pid` lives (one of another user's counts: it cannot be signalled, but it is there).
 * @param {number} pid
 */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** @param {string} build */
function entryOf(build) {
  return pathToFileURL(join(build, 'src', 'bundle', 'main.js')).href;
}
