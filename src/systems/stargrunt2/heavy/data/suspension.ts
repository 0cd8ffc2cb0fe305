/**
 * NON-PENETRATING HITS ON VEHICLES: the suspension die by suspension type. "Civilian-type WHEELED
 * suspension ... D6; Military Hi-Mobility WHEELED ... D10; TRACKED ... D10; HOVER vehicle skirts ... D8."
 * "GRAV and WALKER type vehicles ... their suspensions cannot be damaged by a hit that failed to
 * penetrate": 0 here. `none` is for targets without suspension (buildings, groundmounts).
 * @example SUSPENSION_DICE['military-wheeled'] // 10
 */
export const SUSPENSION_DICE = {
  'civilian-wheeled': 6,
  'military-wheeled': 10,
  tracked: 10,
  hover: 8,
  grav: 0,
  walker: 0,
  none: 0,
} as const;

type Suspension = keyof typeof SUSPENSION_DICE;

export const SUSPENSIONS = Object.keys(SUSPENSION_DICE) as Suspension[];
