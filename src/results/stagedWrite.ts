import { randomUUID } from 'node:crypto';
import { link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { interruptState } from './interruptState.js';
import { isAlive } from './isAlive.js';

/** Prefix of the staging folders; the process id follows, so that a later run can tell a dead run's leftovers. */
export const STAGING_PREFIX = '.gruntlab-staging-';

/**
 * Writes files into `dir` all or nothing: `write` fills a staging folder beside them, and only when it has
 * succeeded are the files moved in (other files in `dir` are left alone, except the `replaces` names this write
 * did not make: those are removed, so that no file of an earlier run, e.g. its report.html, stays beside
 * results it does not describe). An interrupt (see interruptState) removes the staging folder, or waits while
 * the files are moved in; runs into the same folder move their files in one after the other (a lock file). Staging folders left by runs that were killed are removed first. Returns the paths written.
 *
 * @example
 * await stagedWrite('out', async (staging) => writeFile(join(staging, 'a.txt'), 'a'), ['report.html']); // ['/…/out/a.txt']
 */
export async function stagedWrite(
  dir: string,
  write: (staging: string) => Promise<void>,
  replaces: readonly string[] = [],
): Promise<string[]> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  await removeDeadStaging(target);
  const staging = await mkdtemp(join(target, `${STAGING_PREFIX}${process.pid}-`));
  interruptState.staging.add(staging);
  try {
    await write(staging);
    const names = await readdir(staging);
    // Runs into the same folder move their files in one at a time, so that the folder holds one whole run.
    const unlock = await lockFolder(target);
    interruptState.committing++;
    try {
      for (const name of names) await rename(join(staging, name), join(target, name));
      for (const name of replaces) if (!names.includes(name)) await rm(join(target, name), { force: true });
      interruptState.committed.push(target);
    } finally {
      interruptState.committing--;
      await unlock();
    }
    return names.map((name) => join(target, name));
  } finally {
    interruptState.staging.delete(staging);
    await rm(staging, { recursive: true, force: true });
    if (interruptState.pending !== undefined && interruptState.committing === 0)
      process.kill(process.pid, interruptState.pending);
  }
}

/** The lock file of a folder that a run is moving its files into; it holds that run's process id. */
const LOCK = '.gruntlab-lock';

/** Runs of this process queued per folder: they take the lock file one after the other, never racing each other for it. */
const queues = new Map<string, Promise<void>>();

/** Takes `dir`'s lock (after this process's earlier runs into it; waiting while another live run holds it) and returns its release. */
async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const earlier = queues.get(dir) ?? Promise.resolve();
  let done!: () => void;
  const mine = earlier.then(() => new Promise<void>((resolveDone) => (done = resolveDone)));
  queues.set(dir, mine);
  await earlier;
  const leaveQueue = () => {
    done();
    if (queues.get(dir) === mine) queues.delete(dir);
  };
  let unlockFile: () => Promise<void>;
  try {
    unlockFile = await lockFile(dir);
  } catch (error) {
    leaveQueue(); // the runs queued behind this one go on (and meet the same error, in words)
    throw error;
  }
  return async () => {
    try {
      await unlockFile();
    } finally {
      leaveQueue();
    }
  };
}

/** Takes `dir`'s lock file, the order between processes (a dead run's lock is taken over), and returns its release. */
async function lockFile(dir: string): Promise<() => Promise<void>> {
  const lock = join(dir, LOCK);
  // A unique name for this run's claim file: not a dice roll, so not from the seeded generator.
  const mine = join(dir, `${LOCK}-${process.pid}-${randomUUID()}`);
  await writeFile(mine, String(process.pid));
  try {
    for (;;) {
      try {
        await link(mine, lock); // atomic: fails when another run holds the lock
        return () => rm(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readFile(lock, 'utf8').catch(() => undefined);
      if (holder === undefined) continue; // released just now: try again
      if (isAlive(Number(holder))) await new Promise((resolveWait) => setTimeout(resolveWait, 50));
      else await takeOverDeadLock(lock, holder);
    }
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * Removes a dead run's lock without removing one that a live run took meanwhile: the lock is moved aside (atomic,
 * one taker wins), and put back if what was moved is no longer the dead run's.
 */
async function takeOverDeadLock(lock: string, deadHolder: string): Promise<void> {
  const aside = `${lock}-${process.pid}-stale-${randomUUID()}`;
  try {
    await rename(lock, aside);
  } catch {
    return; // another run moved it first
  }
  if ((await readFile(aside, 'utf8').catch(() => deadHolder)) !== deadHolder)
    await link(aside, lock).catch(() => undefined);
  await rm(aside, { force: true });
}

/** Removes the staging folders in `dir` whose run is no longer alive (killed, or stopped by a crash). */
async function removeDeadStaging(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${LOCK}-`)) {
      if (!isAlive(Number(name.slice(LOCK.length + 1).split('-')[0]))) await rm(join(dir, name), { force: true });
      continue;
    }
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(STAGING_PREFIX.length))?.[1]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    await rm(join(dir, name), { recursive: true, force: true });
  }
}
