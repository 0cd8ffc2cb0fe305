import { ReportedError } from '../core/ReportedError.js';
import { resultsMessages } from './messages.js';

/** Thrown when --exact is asked of a resolution that has no exact evaluator, or of a cell beyond enumeration. */
export class NoExactEvaluatorError extends ReportedError {
  /** Why, without the advice to run by Monte Carlo. */
  readonly reason: string;
  constructor(reason: string) {
    super(resultsMessages.runWithoutExact(reason));
    this.reason = reason;
  }
}
