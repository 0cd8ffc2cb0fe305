/** Systems whose tables measure in centimetres (The Grunt Factor's Ranges; Silhouette's MU, one centimetre). */
const CENTIMETRE_SYSTEMS = new Set(['grunt-factor', 'silhouette']);

/**
 * The unit a system's distances are given in, for axis titles.
 * @example lengthUnit('grunt-factor') // 'cm'
 * @example lengthUnit('stargrunt2') // 'inches'
 */
export function lengthUnit(system: string | undefined): string {
  return system !== undefined && CENTIMETRE_SYSTEMS.has(system) ? 'cm' : 'inches';
}
