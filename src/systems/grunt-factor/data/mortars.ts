/** Mortars' special rules: "Success in first action = 3 firing actions … second = 2 … third = 1". */
export const FIRING_ACTIONS_BY_SUCCESS = [3, 2, 1] as const;
