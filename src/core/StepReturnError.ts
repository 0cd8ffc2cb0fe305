/**
 * A designer's step or trial function returned something gruntlab cannot count (docs/house-rules.md): thrown
 * kernel-side, then located at the module's file and line by the worker that ran it.
 * @example new StepReturnError('score', 2.5, 'a whole number, 0 or more').message // 'step "score" returned 2.5; it must return a whole number, 0 or more'
 */
export class StepReturnError extends Error {
  constructor(
    readonly step: string,
    readonly value: unknown,
    readonly expected: string,
  ) {
    super(
      `${step.startsWith('trial') ? step : `step "${step}"`} returned ${describeValue(value)}; it must return ${expected}`,
    );
  }
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null)
    return String(value);
  try {
    return JSON.stringify(value).slice(0, 80);
  } catch {
    return typeof value;
  }
}
