// The layers of gruntlab (docs/architecture.md): each folder of src/ imports only the folders listed for it, so
// every import points down: core ← dice ← systems ← api / house ← scenario / stats / engine ← cluster / results ← charts
// ← render ← report / table ← cli, with web (the browser playground) beside render. api is the public API designers'
// modules import; house loads those modules. Test files (*.test.ts) may reach further; nothing in src/ may import
// testing/ or a test.
// `npm test` runs this through tests/architecture.test.ts.
const MAY_IMPORT = {
  core: [],
  dice: ['core'],
  systems: ['core', 'dice'],
  api: ['core', 'dice', 'systems'],
  house: ['core', 'dice', 'systems', 'app'],
  stats: ['core'],
  scenario: ['core', 'dice', 'systems', 'house'],
  engine: ['core', 'dice', 'systems', 'stats'],
  cluster: ['core', 'systems', 'engine', 'app'],
  results: ['core', 'dice', 'systems', 'scenario', 'stats', 'engine', 'app'],
  charts: ['core', 'systems', 'stats', 'results'],
  render: ['core', 'charts'],
  report: ['core', 'systems', 'scenario', 'stats', 'engine', 'results', 'charts', 'render', 'app'],
  table: ['core', 'systems', 'scenario', 'stats', 'engine', 'results', 'charts', 'render', 'report', 'app'],
  web: ['core', 'dice', 'systems', 'scenario', 'stats', 'engine', 'results', 'charts', 'app'],
  cli: [
    'core',
    'dice',
    'systems',
    'house',
    'scenario',
    'stats',
    'engine',
    'cluster',
    'results',
    'charts',
    'render',
    'report',
    'table',
    'app',
  ],
};
// Files directly in src/ (the package's root and version) count as the layer "app": they import nothing of gruntlab's.
const folder = (layer) => (layer === 'app' ? 'src/[^/]+[.]ts$' : `src/${layer}/`);
const layerRules = Object.entries(MAY_IMPORT).map(([layer, allowed]) => ({
  name: `layer-${layer}`,
  comment: `src/${layer}/ may import only ${allowed.length ? allowed.join(', ') : 'nothing else of gruntlab'} (docs/architecture.md)`,
  severity: 'error',
  from: { path: `^src/${layer}/`, pathNot: '[.]test[.]ts$' },
  to: { path: '^src/', pathNot: [`^src/${layer}/`, ...allowed.map((a) => `^${folder(a)}`)] },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'app-imports-nothing-above',
      severity: 'error',
      from: { path: '^src/[^/]+[.]ts$' },
      to: { path: '^src/[^/]+/' },
    },
    {
      name: 'no-test-code-in-the-product',
      comment: 'test helpers live in testing/, tests beside the code; the product never imports either',
      severity: 'error',
      from: { path: '^(src|bench|bin)/', pathNot: '[.]test[.]ts$' },
      to: { path: ['^testing/', '[.]test[.]ts$', '^node_modules/vitest/'] },
    },
    {
      name: 'runs-anywhere',
      comment:
        'core and dice use no Node API and no package but a pure-JS edit distance: kernels built on them run in workers, browsers and other processes',
      severity: 'error',
      from: { path: '^src/(core|dice)/', pathNot: '[.]test[.]ts$' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/fastest-levenshtein/',
      },
    },
    {
      name: 'web-runs-in-browsers',
      comment:
        'the playground (src/web) is bundled for the browser: no Node API (the loader, results and charts it uses are free of them too)',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '[.]test[.]ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
  },
};
