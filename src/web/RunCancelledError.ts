import { webMessages } from './messages.js';

/** A playground run stopped because the designer cancelled it or edited the scenario meanwhile. */
export class RunCancelledError extends Error {
  constructor() {
    super(webMessages.cancelled);
    this.name = 'RunCancelledError';
  }
}
