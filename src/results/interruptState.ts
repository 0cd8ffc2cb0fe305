/**
 * What an interrupt (Ctrl-C, SIGTERM) must clean up or wait for, shared by the writers (see stagedWrite) and the
 * command line's signal handlers: the staging folders in use, whether files are being moved into place right
 * now (an interrupt then waits until the move is done, so a folder never holds half of each run), and whether
 * a run's files were already all moved in.
 *
 * @example interruptState.committing // 0
 */
export const interruptState = {
  /** Staging folders being filled, removed on an interrupt. */
  staging: new Set<string>(),
  /** How many staged writes are moving their files into place now. */
  committing: 0,
  /** A signal that came while files were moved into place, to act on once they are. */
  pending: undefined as NodeJS.Signals | undefined,
  /** Folders where this run's new files are all in place. */
  committed: [] as string[],
  /** A command that stops on its own terms (`gruntlab worker` finishes the chunks in hand); a second interrupt stops at once. */
  stop: undefined as (() => void) | undefined,
  /** The checkpoint file of the run going on (its finished chunks, for `run --resume`), once a chunk is in it. */
  checkpoint: undefined as string | undefined,
};
