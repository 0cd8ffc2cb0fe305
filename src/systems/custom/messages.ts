/** Text a designer reads about importing a compiled module (docs/house-rules.md, "The cache"). */
export const customMessages = {
  folderNotPrivate: (folder: string) =>
    `the module cache ${folder} is not private (it must be this user's own and writable by no one else), ` +
    'so no module is imported from it',
  compiledChanged: (file: string) =>
    `the compiled module ${file} no longer holds what gruntlab compiled (its sha256 differs), so it is not run; ` +
    'run the scenario again to compile it afresh, and check who else can write to that folder',
} as const;
