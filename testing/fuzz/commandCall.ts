/** One gruntlab command a fuzzing case puts a file through: the command, the file and its flags. */
export type CommandCall =
  | { command: 'validate'; file: string }
  /** `pngs: false` is `--no-png`: the charts as SVG (and Vega-Lite) only, not rasterised. */
  | { command: 'run'; file: string; trials: number; out: string; pngs: boolean }
  | { command: 'report'; file: string; out: string };

/**
 * The command line of a call (for `gruntlab` in its own process); commandHost passes the same flags to the
 * command's function as commander makes of this line.
 *
 * @example commandLine({ command: 'validate', file: 'a.yaml' }) // ['validate', 'a.yaml']
 */
export function commandLine(call: CommandCall): string[] {
  switch (call.command) {
    case 'validate':
      return ['validate', call.file];
    case 'run':
      return [
        ...['run', call.file, '--trials', String(call.trials), '--workers', '1', '--quiet', '--out', call.out],
        ...(call.pngs ? [] : ['--no-png']),
      ];
    case 'report':
      return ['report', call.file, '--quiet', '--out', call.out];
  }
}
