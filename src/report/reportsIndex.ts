import { escapeHtml } from '../results/escapeHtml.js';
import { reportStyle } from './reportStyle.js';

/** One report in the index. */
export interface IndexEntry {
  /** Folder of the report, relative to the index (e.g. "fire-aar-vs-gauss"). */
  dir: string;
  title: string;
  question: string;
  system: string;
  resolve: string;
  scenario: string;
  method: string;
  cells: number;
  /** The first chart's SVG file name, shown as a thumbnail. */
  thumbnail?: string;
}

/** A notebook page in the index. */
export interface IndexNotebook {
  href: string;
  title: string;
}

/**
 * The index page of a collection of reports: notebooks first, then one card per report grouped by
 * system, each with its first chart as a thumbnail.
 *
 * @example
 * reportsIndex([], []).includes('<h1>'); // true
 */
export function reportsIndex(entries: IndexEntry[], notebooks: IndexNotebook[], version = ''): string {
  const systems = [...new Set(entries.map((e) => e.system))];
  const cards = (list: IndexEntry[]) =>
    list
      .map(
        (e) => `<a class="card" href="${escapeHtml(e.dir)}/report.html">
${e.thumbnail ? `<img src="${escapeHtml(e.dir)}/${escapeHtml(e.thumbnail)}" alt="" loading="lazy">` : ''}
<span class="t">${escapeHtml(e.title)}</span>
<span class="q">${escapeHtml(e.question)}</span>
<span class="m"><code>${escapeHtml(e.resolve)}</code> · ${escapeHtml(e.method)} · ${e.cells} cell${e.cells === 1 ? '' : 's'}</span>
</a>`,
      )
      .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>gruntlab reports</title>
<style>${reportStyle}
  body { max-width: 1200px; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 14px; }
  a.card { display: flex; flex-direction: column; gap: 4px; border: 1px solid var(--rule); padding: 10px; color: var(--ink); text-decoration: none; background: #fff; }
  a.card:hover { border-color: var(--accent); }
  a.card img { width: 100%; height: 150px; object-fit: contain; background: #fff; }
  a.card .t { font-weight: bold; font-size: 14px; }
  a.card .q { font-size: 12.5px; color: var(--muted); }
  a.card .m { font-size: 12px; color: var(--muted); }
</style>
</head>
<body>
<header>
<p class="kicker">gruntlab${version ? ` ${escapeHtml(version)}` : ''}</p>
<h1>Reports and notebooks</h1>
<p class="lede">A gallery of example scenarios from <code>scenarios/</code>, one or more per rule system, run and reported, and the worked notebooks of <code>notebooks/</code> (regenerate all of it with <code>npm run reports</code>; any other scenario: <code>gruntlab run FILE --report</code>).</p>
<nav class="toc">${notebooks.length > 0 ? '<a href="#notebooks">Notebooks</a>' : ''}${systems.map((s) => `<a href="#${escapeHtml(s)}">${escapeHtml(s)}</a>`).join('')}</nav>
</header>
${notebooks.length > 0 ? `<section id="notebooks"><h2>Notebooks</h2><ul>${notebooks.map((n) => `<li><a href="${escapeHtml(n.href)}">${escapeHtml(n.title)}</a></li>`).join('')}</ul></section>` : ''}
${systems.map((s) => `<section id="${escapeHtml(s)}"><h2>${escapeHtml(s)}</h2>\n<div class="grid">\n${cards(entries.filter((e) => e.system === s))}\n</div></section>`).join('\n')}
</body>
</html>
`;
}
