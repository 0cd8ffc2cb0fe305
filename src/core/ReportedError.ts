/**
 * An error gruntlab reports to the designer as it is — its message, no stack trace — and the exit code the
 * command then ends with. Everything else that escapes a command is a fault of gruntlab's own.
 * @example throw new ReportedError('no preset "sg2-fir"; the presets are: …')
 */
export class ReportedError extends Error {
  /** Whether the message is printed after "gruntlab: " (a scenario's located problems are printed bare). */
  readonly prefixed: boolean;
  readonly exitCode: number;

  constructor(message: string, options: { exitCode?: number; prefixed?: boolean } = {}) {
    super(message);
    this.name = new.target.name;
    this.exitCode = options.exitCode ?? 2;
    this.prefixed = options.prefixed ?? true;
  }
}
