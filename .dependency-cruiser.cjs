/**
 * The layering rules, as code (docs/architecture.md, "Layout"). `npm test` runs them first:
 *   depcruise --config .dependency-cruiser.cjs engine functions web infra tests bench
 * Engine at the bottom, functions over it, web and infra above; inside functions/src, use cases
 * below the HTTP layer, ports defined once, adapters picked only by the composition roots.
 */
/** Where adapters may be chosen: the composition root, the local runner, and tests and benches. */
const COMPOSITION = "^(functions/src/compose\\.ts|functions/src/local/|functions/src/adapters/|tests/|bench/)";
/** The use cases and what lies below them in functions/src. */
const BELOW_HTTP = "^functions/src/(games|lobbies|seats|clocks|mail|timers|auth|store|ports|adapters|press|replies|errors\\.ts|contract\\.ts|press-contract\\.ts)";

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "No module may import itself through others: cycles hide which layer a piece belongs to.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "engine-is-pure",
      comment: "engine/ is pure rules: it imports nothing of the platform and no Node built-in (no I/O, no clock).",
      severity: "error",
      from: { path: "^engine/" },
      to: { pathNot: "^(engine/|node_modules/)", dependencyTypesNot: ["npm", "npm-dev", "npm-peer", "npm-optional", "npm-no-pkg", "npm-unknown", "core"] },
    },
    {
      name: "engine-no-node",
      comment: "The engine runs in the browser too and is deterministic: no node: built-ins.",
      severity: "error",
      from: { path: "^engine/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "use-cases-below-http",
      comment: "Use cases throw coded Refusals (functions/src/errors.ts); only http/ turns them into responses.",
      severity: "error",
      from: { path: BELOW_HTTP },
      to: { path: "^functions/src/(http|handlers|edge|local)/|^functions/src/compose\\.ts" },
    },
    {
      name: "web-sees-only-the-contract",
      comment: "The web app may import the wire contract and the words modules of functions/, nothing else of the server.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^functions/", pathNot: "^functions/src/(contract\\.ts|press-contract\\.ts|.*-words\\.ts)$" },
    },
    {
      name: "adapters-only-from-composition",
      comment: "An adapter (AWS or local) is chosen by the composition root; use cases see only its port.",
      severity: "error",
      from: { pathNot: COMPOSITION },
      to: { path: "^functions/src/adapters/" },
    },
    {
      name: "game-page-without-guide",
      comment: "A game's web module (loaded on every game page) never reaches its how-to-play guide, whose example runs the game's whole engine; the rules page loads the guide by itself (web/games/registry.ts).",
      severity: "error",
      from: { path: "^web/games/[^/]+/index\\.ts$" },
      to: { path: "^web/games/[^/]+/guide\\.tsx$", reachable: true },
    },
    {
      name: "nothing-below-reaches-up",
      comment: "engine and functions never import web/ or infra/.",
      severity: "error",
      from: { path: "^(engine|functions)/" },
      to: { path: "^(web|infra)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next|out|cdk\\.out)/|^web/lib/rulings/generated\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    moduleSystems: ["es6", "cjs"],
  },
};
