/**
 * DELIVERY SYSTEMS AND WARHEAD TYPES — ARTILLERY WEAPON DATA: the BURST RADIUS in inches of each
 * delivery system. "SMALL (light mortars) 3"; MEDIUM (medium mortars, light artillery) 4"; LARGE (heavy
 * mortars, field artillery) 6"; VERY LARGE (superheavy artillery, area saturation weapons) 10"".
 * @example BURST_RADIUS.large // 6
 */
export const BURST_RADIUS: Record<string, number> = {
  small: 3,
  medium: 4,
  large: 6,
  'very-large': 10,
};
