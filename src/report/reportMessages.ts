/** Every designer-facing message of the report layer. */
export const reportMessages = {
  noChromium: (path: string) =>
    `--pdf prints through headless Chromium, which is not at ${path}: install it (Debian/Ubuntu: apt-get install chromium) or set GRUNTLAB_CHROMIUM to its path`,
  noPlaywright: () =>
    '--pdf drives Chromium through the playwright-core package, which is missing from this installation of gruntlab: install gruntlab again (npm install gruntlab)',
  unknownResolution: (file: string, system: string, resolve: string) =>
    `${file}: this results document is for ${system} ${resolve}, which this gruntlab does not know; ` +
    'run the scenario again with this gruntlab',
};
