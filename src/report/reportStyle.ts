/**
 * The report's stylesheet: readable on screen, fits A4 and Letter when printed (the narrower width and
 * the shorter height of the two, 12 mm margins), charts never split across pages.
 *
 * @example
 * reportStyle.includes('@page'); // true
 */
export const reportStyle = `
  :root { --ink: #1d1d1f; --muted: #555; --rule: #d8d8d8; --shade: #f5f6f7; --accent: #0072B2; }
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Verdana, system-ui, sans-serif; color: var(--ink); background: #fff;
         margin: 0 auto; max-width: 980px; padding: 24px 28px 48px; font-size: 15px; line-height: 1.5; }
  header { border-bottom: 3px solid var(--accent); margin-bottom: 18px; padding-bottom: 10px; }
  .kicker { font-size: 12px; letter-spacing: .08em; text-transform: uppercase; color: var(--muted); margin: 0; }
  h1 { font-size: 26px; margin: 4px 0 6px; line-height: 1.25; }
  h2 { font-size: 19px; margin: 30px 0 10px; border-bottom: 1px solid var(--rule); padding-bottom: 4px; }
  h3 { font-size: 16px; margin: 20px 0 8px; }
  p.question { font-size: 17px; margin: 6px 0; }
  p.lede, .muted { color: var(--muted); }
  p.situation { margin: 2px 0; }
  a { color: var(--accent); }
  nav.toc { font-size: 13px; color: var(--muted); }
  nav.toc a { margin-right: 12px; }
  figure.chart { margin: 18px 0 26px; break-inside: avoid; page-break-inside: avoid; }
  figure.chart svg, figure.chart img { max-width: 100%; height: auto; display: block; }
  figure.chart figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; margin: 6px 0 14px; font-size: 13.5px; font-variant-numeric: tabular-nums; }
  th, td { border: 1px solid var(--rule); padding: 4px 9px; text-align: right; vertical-align: top; }
  thead th { background: var(--shade); text-align: center; }
  td:first-child, th:first-child { text-align: left; }
  table.sweep td:first-child { font-weight: bold; }
  table.methods th { text-align: left; background: var(--shade); white-space: nowrap; width: 1%; }
  table.methods td { text-align: left; }
  table.variants td, table.variants th { text-align: left; }
  td blockquote { margin: 4px 0 0; color: var(--muted); font-size: 12.5px; }
  pre { background: var(--shade); border: 1px solid var(--rule); padding: 12px 14px; overflow-x: auto;
        font-size: 12.5px; line-height: 1.4; }
  code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
  ul.sentences li { margin: 4px 0; }
  .note { color: #8a4b00; font-size: 13px; }
  footer { margin-top: 36px; font-size: 12px; color: var(--muted); border-top: 1px solid var(--rule); padding-top: 8px; }
  @page { size: 210mm 279mm; margin: 12mm; }
  summary { cursor: pointer; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  summary h2 { display: inline-block; }
  summary h2::before { content: '▸ '; color: #777; }
  details[open] > summary h2::before { content: '▾ '; }
  p.answer { font-size: 1.05em; }
  table.key { margin: 0.8em 0; }
  @media print {
    body { max-width: none; padding: 0; font-size: 10.5pt; }
    nav.toc, .screen-only { display: none; }
    h2 { break-after: avoid; page-break-after: avoid; }
    figure.chart svg, figure.chart img { max-height: 105mm; width: auto; margin: 0 auto; }
    pre { white-space: pre-wrap; }
    a { color: inherit; text-decoration: none; }
    table, tr { break-inside: avoid; page-break-inside: avoid; }
  }
`;
