// Makes a finished build the checkout's current one (scripts/build.mjs; see bin/buildInUse.js for the marks).
import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { BUILD_FILE, BUILDS, currentBuildId, IN_USE, isAlive, isInUse } from '../bin/buildInUse.js';

/**
 * Installs the build in `folder` (a complete tree: src/, web/, bench/): moves it to .builds/<id>/, puts a copy of it
 * (hard links) in place of dist/ in one rename, and removes every other build that no live process marks. dist/
 * stays a plain folder, for the package's `exports`, `npm pack` and the test and bench scripts; the command runs
 * from .builds/<id>/ (bin/gruntlab.js). Returns the build's id.
 * @param {string} root the checkout
 * @param {string} folder the finished build, beside .builds/ (it is moved)
 */
export function installBuild(root, folder) {
  const id = `${new Date().toISOString().replace(/\D/g, '')}-${randomUUID().slice(0, 8)}`;
  writeFileSync(join(folder, BUILD_FILE), `${JSON.stringify({ id })}\n`);
  mkdirSync(join(folder, IN_USE));
  const builds = join(root, BUILDS);
  mkdirSync(builds, { recursive: true });
  // One build at a time switches dist/ and removes builds: the build found current below stays current meanwhile.
  const unlock = lockBuilds(builds);
  try {
    const home = join(builds, id);
    renameSync(folder, home);
    const copy = join(root, `.dist-next-${process.pid}`);
    linkTree(home, copy);
    const old = join(root, `.dist-old-${process.pid}`);
    if (existsSync(join(root, 'dist'))) renameSync(join(root, 'dist'), old);
    renameSync(copy, join(root, 'dist'));
    rmSync(old, { recursive: true, force: true });
    removeUnusedBuilds(builds, currentBuildId(root));
    removeKilledBuilds(root);
  } finally {
    unlock();
  }
  return id;
}

/** Removes the builds that are not `current` and that no live process marks as in use. */
function removeUnusedBuilds(builds, current) {
  for (const name of readdirSync(builds)) {
    if (name === current || name.startsWith(LOCK)) continue;
    if (!isInUse(join(builds, name))) rmSync(join(builds, name), { recursive: true, force: true });
  }
}

/** Removes the half-made trees (.dist-next-<pid>, .dist-old-<pid>) of builds that were killed. */
function removeKilledBuilds(root) {
  for (const name of readdirSync(root)) {
    const pid = /^\.dist-(?:next|old)-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && !isAlive(Number(pid))) rmSync(join(root, name), { recursive: true, force: true });
  }
}

/** A copy of the tree `from` at `to` made of hard links (copies where the file system has none), without its marks. */
function linkTree(from, to) {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === IN_USE) continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

const LOCK = '.lock';

/**
 * Takes .builds/.lock (waiting while a live build holds it; a killed build's lock is taken over) and returns its
 * release. The lock file appears whole, by a hard link to a claim file holding this process's id.
 */
function lockBuilds(builds) {
  const lock = join(builds, LOCK);
  const claim = join(builds, `${LOCK}-${process.pid}-${randomUUID()}`);
  writeFileSync(claim, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(claim, lock);
        return () => rmSync(lock, { force: true });
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      const holder = readText(lock);
      if (holder === undefined) continue; // released just now
      if (isAlive(Number(holder))) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      else takeOverDeadLock(lock, holder);
    }
  } finally {
    rmSync(claim, { force: true });
  }
}

/** Removes a dead build's lock without removing one a live build took meanwhile (as results/stagedWrite does). */
function takeOverDeadLock(lock, deadHolder) {
  const aside = `${lock}-${process.pid}-stale-${randomUUID()}`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // another build moved it first
  }
  if ((readText(aside) ?? deadHolder) !== deadHolder) {
    try {
      linkSync(aside, lock);
    } catch {
      // the lock was taken again meanwhile: the one moved aside is released with it
    }
  }
  rmSync(aside, { force: true });
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
