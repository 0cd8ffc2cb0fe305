/**
 * The Grunt Factor's one dice step: a d20 that succeeds on a face at or under a target number (To Hit your
 * target, To damage your target, LD rolls, morale checks, recovering from panic). `faces` is how many faces
 * succeed — d20Faces of the target, 0 to 20, worked out once per cell — and `u` is one uniform from the
 * kernel's buffer (pass `u[next++]`: one roll, one draw). The face is ((u × 20) | 0) + 1, as rollDie, so the
 * roll succeeds when (u × 20) | 0 is under `faces`. Returns 1 on a success and 0 on a failure, without a
 * branch, for the kernels to count (`hits += …`) or flip (`failed |= … ^ 1`); every Grunt Factor kernel rolls
 * through it, so they all read the same face from the same draw.
 * @example d20RollUnder(0.3, 8) // 1: the face is 7, at or under 8
 * @example d20RollUnder(0.4, 8) // 0: the face is 9
 */
export function d20RollUnder(u: number, faces: number): number {
  return (((u * 20) | 0) - faces) >>> 31;
}
