/**
 * SPOTTING HIDDEN UNITS (chapter 10): the SENSOR TYPES TABLE — the observer's second die, beside his quality die.
 * "Unaided Vision ("Mark 1 Eyeball") D4; Aided Vision or Basic Electronic Sensors D6; Enhanced Electronic Sensors
 * D8; Superior Electronic Sensors D10". `aided` and `basic` are the same row.
 */
export const SENSOR_DICE = { unaided: 4, aided: 6, basic: 6, enhanced: 8, superior: 10 } as const;

export type Sensor = keyof typeof SENSOR_DICE;

/**
 * DRONES (chapter 10): "drones may be BASIC, ENHANCED or SUPERIOR as for all battlefield electronics systems"; their
 * die is the sensor table's for that level.
 */
export const DRONE_SYSTEM_DICE = { basic: 6, enhanced: 8, superior: 10 } as const;

export type DroneSystem = keyof typeof DRONE_SYSTEM_DICE;

/** SPOTTING HIDDEN UNITS: the counter's die starts "with a D4" (the 12" of each type up is the parameter `spotting-band`). */
export const SPOTTING_BASE_DIE = 4;

/**
 * What an inverted counter may be (HIDDEN UNITS, SPOTTING HIDDEN UNITS): a troop unit (infantry or vehicle), a
 * sniper, a dummy, a mine or a booby-trap.
 */
export const COUNTER_KINDS = ['unit', 'sniper', 'dummy', 'mine', 'booby-trap'] as const;

export type CounterKind = (typeof COUNTER_KINDS)[number];
