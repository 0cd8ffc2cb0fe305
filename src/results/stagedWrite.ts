import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { interruptState } from './interruptState.js';

/** Prefix of the staging folders; the process id follows, so that a later run can tell a dead run's leftovers. */
export const STAGING_PREFIX = '.gruntlab-staging-';

/**
 * Writes files into `dir` all or nothing: `write` fills a staging folder beside them, and only when it has
 * succeeded are the files moved in (other files in `dir` are left alone, except the `replaces` names this write
 * did not make: those are removed, so that no file of an earlier run, e.g. its report.html, stays beside
 * results it does not describe). An interrupt (see interruptState) removes the staging folder, or waits while
 * the files are moved in. Staging folders left by runs that were killed are removed first. Returns the paths written.
 *
 * @example
 * await stagedWrite('out', async (staging) => writeFile(join(staging, 'a.txt'), 'a'), ['report.html']); // ['/…/out/a.txt']
 */
export async function stagedWrite(dir: string, write: (staging: string) => Promise<void>, replaces: readonly string[] = []): Promise<string[]> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  await removeDeadStaging(target);
  const staging = await mkdtemp(join(target, `${STAGING_PREFIX}${process.pid}-`));
  interruptState.staging.add(staging);
  try {
    await write(staging);
    const names = await readdir(staging);
    interruptState.committing++;
    try {
      for (const name of names) await rename(join(staging, name), join(target, name));
      for (const name of replaces) if (!names.includes(name)) await rm(join(target, name), { force: true });
      interruptState.committed.push(target);
    } finally {
      interruptState.committing--;
    }
    return names.map((name) => join(target, name));
  } finally {
    interruptState.staging.delete(staging);
    await rm(staging, { recursive: true, force: true });
    if (interruptState.pending !== undefined && interruptState.committing === 0) process.kill(process.pid, interruptState.pending);
  }
}

/** Removes the staging folders in `dir` whose run is no longer alive (killed, or stopped by a crash). */
async function removeDeadStaging(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(STAGING_PREFIX.length))?.[1]);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
    await rm(join(dir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
