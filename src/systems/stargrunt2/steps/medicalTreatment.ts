/**
 * MEDICAL TREATMENT OF WOUNDED TROOPS (and POWER ARMOUR TROOP CASUALTIES), for the kernels: one casualty's D6 from the
 * uniform `u[next]`, read through the result of each face (the treatment's bonus, or the suit's own table, already
 * applied: see data/medicalAid.ts). Returns that result code (0 dead, 1 stabilised, 2 back in action, 3 suit disabled).
 *
 * Contract: reads exactly one uniform, `u[next]`, and advances nothing: the caller passes `next++`.
 * @example medicalTreatment(Int32Array.of(0, 0, 1, 1, 1, 2), Float64Array.of(0.99), 0) // 2: a 6, back in action
 */
export function medicalTreatment(resultOfFace: ArrayLike<number>, u: Float64Array, next: number): number {
  return resultOfFace[(u[next] * 6) | 0];
}
