import type { TablesLayout } from './tablesHtml.js';

/** Layouts tried for one page, most readable first: side by side before smaller type. */
export const ONE_PAGE_TRIES: TablesLayout[] = [
  { columns: 1, scale: 1 },
  { columns: 2, scale: 1 },
  { columns: 2, scale: 0.85 },
  { columns: 3, scale: 0.85 },
  { columns: 2, scale: 0.7 },
  { columns: 3, scale: 0.7 },
  { columns: 3, scale: 0.6 },
  { columns: 4, scale: 0.5 },
];
