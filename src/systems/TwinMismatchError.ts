/**
 * A step's exact twin and the step's own derived distribution disagree (docs/house-rules.md): named by the step, the
 * first input and outcome whose probabilities differ, with both values. Located at the module's definition.
 * @example new TwinMismatchError('ldRoll', '{"ld":20}', 'true', 1, 0.95).message
 * // 'the exact twin of step "ldRoll" disagrees with the step at input {"ld":20}, outcome true: probability 1 by the twin, 0.95 by the step'
 */
export class TwinMismatchError extends Error {
  constructor(
    readonly step: string,
    readonly input: string,
    readonly outcome: string,
    readonly twin: number,
    readonly derived: number,
  ) {
    super(
      `the exact twin of step "${step}" disagrees with the step at input ${input}, outcome ${outcome}: probability ${twin} by the twin, ${derived} by the step`,
    );
  }
}
