/** The flags of `gruntlab run` (and of `report`, which runs a scenario the same way). */
export interface RunFlags {
  trials?: number;
  seed?: number;
  precision?: number;
  workers?: number;
  exact?: boolean;
  /** Simulate even where exact enumeration would be quick. */
  monteCarlo?: boolean;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  /** Also write report.html (see src/report). */
  report?: boolean;
  /** Also print report.pdf through headless Chromium (implies report). */
  pdf?: boolean;
  /** Print this many sampled trials of the first cell in words (resolutions that tell their trials, e.g. engagements). */
  trace?: number;
  /** Go on from the chunks an interrupted run of the same scenario, seed, trials and precision finished. */
  resume?: boolean;
  /** Run the chunks on the `gruntlab worker`s of a Redis server (redis://… or rediss://…) instead of this machine's threads. */
  cluster?: string;
  /** A certificate authority for a rediss:// server with a self-signed certificate. */
  tlsCa?: string;
  /** The cluster's shared key file, which signs jobs and results (default: the environment's; see readClusterKey). */
  keyFile?: string;
  /** Draw each chart's PNG (true), or not (false); by default for runs of up to 100 cells (runAndWrite). */
  png?: boolean;
  /** The swept path the charts put on the x-axis (default: the first in the scenario). */
  x?: string;
  /** Run the scenario's modules for this run even if `gruntlab trust` did not allow them. */
  allowModules?: boolean;
}
