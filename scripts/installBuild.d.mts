// The types of installBuild.mjs, for the tests that install builds into a checkout of their own.
export declare function installBuild(root: string, folder: string): string;
