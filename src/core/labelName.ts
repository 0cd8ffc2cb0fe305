/**
 * The name a label written in a scenario gets in results, sweeps and `--json` (a `derived:` outcome, a `resolve: dice`
 * outcome): lowercase letters and digits joined by _.
 * @example labelName('Two or more dead') // 'two_or_more_dead'
 */
export function labelName(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
