/** One normalized systems-repair cell: plain numbers. */
export interface SystemsRepairCell {
  /** Activations followed, each while the SYS marker is in place. */
  activations: number;
  /** Repair attempts per activation: 1 (one action, the rulebook's) or 2 (variant `every-action`). */
  attemptsPerActivation: number;
  /** The lowest D6 score that brings the backups on line (5 in the rulebook). */
  successOn: number;
}
