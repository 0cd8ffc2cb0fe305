/**
 * Whether the process `pid` lives: how a run tells the files a killed or finished run left (its staging folders, its
 * lock, its checkpoint) from those a run still in flight is writing. Another user's process counts: it cannot be
 * signalled, but it is there.
 * @example isAlive(process.pid) // true
 */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
