/**
 * Tabs over panels (WAI-ARIA tabs): a click or the arrow keys pick a tab; only the picked tab is in the Tab order
 * and only its panel is shown. `tabs` lists each tab button with its panel.
 */
export function wireTabs(tabs: Array<[HTMLElement, HTMLElement]>): void {
  const pick = (index: number) =>
    tabs.forEach(([tab, panel], i) => {
      tab.setAttribute('aria-selected', String(i === index));
      tab.tabIndex = i === index ? 0 : -1;
      panel.hidden = i !== index;
    });
  tabs.forEach(([tab], i) => {
    tab.addEventListener('click', () => pick(i));
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      const next = (i + step + tabs.length) % tabs.length;
      pick(next);
      tabs[next][0].focus();
    });
  });
}
