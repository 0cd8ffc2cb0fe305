/** Text of `gruntlab trust` (docs/house-rules.md, "Trust"). */
export const trustMessages = {
  nothingNamed: 'name the scenario files whose modules to allow (gruntlab trust FILE...), or --list what is allowed',
  unreadable: (file: string, reason: string) => `cannot read ${file} (${reason})`,
  namesNoModule: (file: string) =>
    `${file} names no module of its own (house_rules: ./…, resolve: ./…): there is nothing to allow`,
  allowed: (shown: string, files: readonly string[], sha256: string) =>
    `allowed ${shown}: ${files.join(', ')} (module graph sha256 ${sha256}); ` +
    'a change to any of these files needs allowing again',
  noneAllowed: (file: string) => `no module is allowed (${file} lists none)`,
  listed: (sha256: string, module: string, files: readonly string[], allowed: string) =>
    `${sha256}  ${module}  (${files.join(', ')}; allowed ${allowed})`,
  notAllowed: (arg: string) => `${arg}: no allowed module graph matches (gruntlab trust --list shows them)`,
  revoked: (sha256: string, module: string) => `revoked ${sha256} (${module})`,
} as const;
