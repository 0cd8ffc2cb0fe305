import { resolutionSettings } from '../scenario/resolutionSettings.js';
import type { Resolution } from '../systems/Resolution.js';
import { el } from './dom.js';

/** The resolution's description, its readings' page and every key a scenario of it may set, as `gruntlab list` shows them. */
export function docsPanel(resolution: Resolution): HTMLElement[] {
  const { definition } = resolution;
  const rows = resolutionSettings(definition).map((s) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row' }, el('code', {}, s.path)),
      el('td', {}, s.takes),
      el('td', {}, s.default ?? ''),
      el('td', {}, s.description ?? ''),
    ),
  );
  return [
    el('p', {}, el('strong', {}, `${resolution.system} ${resolution.resolve}`), `: ${definition.description}`),
    el('p', {}, 'Readings of unclear rules: ', el('code', {}, `docs/rules/${definition.docs}`)),
    el(
      'table',
      { class: 'settings' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, 'Key'),
          el('th', { scope: 'col' }, 'Takes'),
          el('th', { scope: 'col' }, 'Default'),
          el('th', { scope: 'col' }, 'What it means'),
        ),
      ),
      el('tbody', {}, ...rows),
    ),
  ];
}
