export { chartsFor } from './chartsFor.js';
