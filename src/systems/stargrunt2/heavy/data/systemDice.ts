/** A vehicle system's level: none, basic, enhanced or superior. */
export type SystemLevel = 'none' | 'basic' | 'enhanced' | 'superior';

export const SYSTEM_LEVELS = ['none', 'basic', 'enhanced', 'superior'] as const;

/**
 * FIRE CONTROL SYSTEMS: "BASIC Fire Control: D6; ENHANCED: D8; SUPERIOR: D10. If MANUALLY operated D4."
 * ECM: "BASIC (ECM die D6), ENHANCED (D8) or SUPERIOR (D10) ... If a vehicle has no specified ECM suite,
 * then use a D4". Guidance systems of missiles use the same three levels and dice (GUIDED MISSILE FIRE).
 * @example SYSTEM_DICE.basic // 6
 */
export const SYSTEM_DICE: Record<SystemLevel, number> = { none: 4, basic: 6, enhanced: 8, superior: 10 };
