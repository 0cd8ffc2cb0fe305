import { ExactIntractableError } from '../core/ExactIntractableError.js';

/**
 * Exact evaluation refused for a designer's module (no exact twin, no exact function): an ExactIntractableError, so
 * `run --exact` says why and the automatic method and tables fall back to Monte Carlo.
 */
export class ExactRefusedError extends ExactIntractableError {}
