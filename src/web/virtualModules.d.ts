// Modules the playground's build writes (scripts/buildWeb.mjs): the chunk worker's and the coordinator's bundled sources, the example
// scenarios and the scenario JSON Schema.
declare module 'gruntlab-web:worker-source' {
  const source: string;
  export default source;
}
declare module 'gruntlab-web:coordinator-source' {
  const source: string;
  export default source;
}
declare module 'gruntlab-web:examples' {
  const examples: Array<{ file: string; group: string; text: string }>;
  export default examples;
}
declare module 'gruntlab-web:schema' {
  const schema: Record<string, unknown>;
  export default schema;
}
