import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Writes files into `dir` all or nothing: `write` fills a staging folder beside them, and only when it
 * has succeeded are the files moved in (other files in `dir` are left alone). Returns the paths written.
 */
export async function stagedWrite(dir: string, write: (staging: string) => Promise<void>): Promise<string[]> {
  const target = resolve(dir);
  await mkdir(target, { recursive: true });
  const staging = await mkdtemp(join(target, '.gruntlab-staging-'));
  try {
    await write(staging);
    const names = await readdir(staging);
    for (const name of names) await rename(join(staging, name), join(target, name));
    return names.map((name) => join(target, name));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
