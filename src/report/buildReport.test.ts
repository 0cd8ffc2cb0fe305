import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartsFor } from '../charts/index.js';
import { countMarks } from '../render/countMarks.js';
import { escapeHtml } from '../results/escapeHtml.js';
import { runScenario } from '../results/runScenario.js';
import { loadScenarioFile } from '../scenario/index.js';
import { resolutionInfo } from '../systems/Resolution.js';
import { registry } from '../systems/registry.js';
import { buildReport } from './buildReport.js';
import { interpretationsFor, rulesDocsFor, slug } from './interpretationsFor.js';
import { reportCharts } from './reportCharts.js';
import { reportsIndex } from './reportsIndex.js';
import { scenarioQuestion } from './scenarioQuestion.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FILE = join(ROOT, 'scenarios', 'stargrunt2', 'fire-quick-and-dirty.yaml');

describe('report builder', () => {
  it('escapeHtml, slug and scenarioQuestion (JSDoc examples)', async () => {
    expect(escapeHtml('<b> & "c"')).toBe('&lt;b&gt; &amp; &quot;c&quot;');
    expect(slug('Resolution `fire` — FIRE AGAINST DISPERSED TARGETS')).toBe(
      'resolution-fire--fire-against-dispersed-targets',
    );
    expect(scenarioQuestion('# Does quick-and-dirty change the casualties?\nsystem: stargrunt2\n')).toBe(
      'Does quick-and-dirty change the casualties?',
    );
    expect(scenarioQuestion('# yaml-language-server: $schema=x\nsystem: a\ndescription: Why?\n')).toBe('Why?');
    expect(rulesDocsFor('silhouette').map((f) => f.split('/').pop())).toEqual(['silhouette.md']);
  });

  it('finds the recorded reading of every fire variant in docs/rules/stargrunt2.md', async () => {
    const found = interpretationsFor('stargrunt2', 'fire', {
      casualties: 'standard',
      'range-band-edge': 'up-to',
      'who-is-hit': 'nearest-die',
    });
    expect(found.every((i) => i.file?.endsWith('stargrunt2.md'))).toBe(true);
    expect(found[0].heading).toBe('Interpretations');
    expect(found[0].excerpt).toMatch(/QUICK-AND-DIRTY/);
    expect(found[1].excerpt).toMatch(/range band/i);
    expect(interpretationsFor('stargrunt2', 'fire', { 'no-such-variant': 'x' })[0].file).toBeUndefined();
  });

  it('builds one self-contained page: charts (static + live spec), tables, sentences, scenario, methods', async () => {
    const scenario = await loadScenarioFile(FILE, registry);
    scenario.file = 'scenarios/stargrunt2/fire-quick-and-dirty.yaml';
    const doc = await runScenario(scenario, { exact: true });
    const info = resolutionInfo(scenario.resolution);
    const charts = await reportCharts(chartsFor(doc, info));
    const html = buildReport({
      doc,
      info,
      scenarioText: readFileSync(FILE, 'utf8'),
      seconds: 1.25,
      charts,
      interpretations: interpretationsFor(doc.system, doc.resolve, doc.rules),
      docs: rulesDocsFor(doc.system),
      reportDir: join(ROOT, 'reports', 'x'),
      runtime: { script: 'window.vega = undefined;' },
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const c of charts) {
      expect(html).toContain(`id="chart-${c.name}"`);
      expect(countMarks(c.svg!, 'rect') + countMarks(c.svg!, 'line') + countMarks(c.svg!, 'rule')).toBeGreaterThan(0);
    }
    const specs = JSON.parse(/<script type="application\/json" id="gruntlab-charts">(.*?)<\/script>/s.exec(html)![1]);
    expect(specs.map((s: { name: string }) => s.name)).toEqual(charts.map((c) => c.name));
    expect(specs[0].spec.marks.length).toBeGreaterThan(0);
    expect(html).toContain('Quick-and-dirty against Standard procedure');
    expect(html).toContain('casualties: quick-and-dirty');
    expect(html).toContain('href="../../docs/rules/stargrunt2.md#interpretations"');
    expect(html).toMatch(/<th>Run time<\/th><td>1\.3 s|<th>Run time<\/th><td>1\.2 s/);
    expect(html).toContain('exact (enumeration)');
    expect(html).toContain('<th>Seed</th><td>5</td>');
  });

  it('shared runtime: loads vega from a src and shows NAME.svg beside the page', async () => {
    const scenario = await loadScenarioFile(FILE, registry);
    const doc = await runScenario(scenario, { exact: true });
    const charts = await reportCharts(chartsFor(doc, resolutionInfo(scenario.resolution)), false);
    const html = buildReport({
      doc,
      info: resolutionInfo(scenario.resolution),
      charts,
      interpretations: [],
      docs: [],
      reportDir: ROOT,
      runtime: { src: '../assets/vega.min.js' },
      chartLinks: ['svg'],
    });
    expect(html).toContain('<script src="../assets/vega.min.js"></script>');
    expect(html).toContain('<img src="outcomes.svg"');
    expect(html).not.toContain('.png"');
  });

  it('index page lists notebooks and one card per report', () => {
    const html = reportsIndex(
      [
        {
          dir: 'a',
          title: 'A <title>',
          question: 'Q?',
          system: 'stargrunt2',
          resolve: 'fire',
          scenario: 's.yaml',
          method: 'exact',
          cells: 1,
          thumbnail: 'outcomes.svg',
        },
      ],
      [{ href: 'notebooks/01.html', title: 'N1' }],
    );
    expect(html).toContain('href="a/report.html"');
    expect(html).toContain('A &lt;title&gt;');
    expect(html).toContain('href="notebooks/01.html"');
  });
});
