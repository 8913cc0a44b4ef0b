// @ts-check
/**
 * Mutation testing (`npm run mutation`, not part of `npm test`). Each module is mutated in its own
 * Stryker run against only the tests that are meant to guard it, one worker per core;
 * tests/mutation/run.ts runs them in turn and prints the score table. Edit MODULES to add or
 * narrow a module.
 *
 * `env` is set for the module's tests (LEAK_ORACLE_GAMES: fewer random games in the leak oracles).
 *
 * `functions` limits a file to those exported functions (found by name, so the list survives
 * edits elsewhere in the file): the engines' view.ts also holds log lines and labels, which the
 * view/secrets module does not cover.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

/** @typedef {{ file: string, functions?: string[] }} Target */
/** @typedef {{ name: string, mutate: Target[], tests: string[], env?: Record<string, string> }} MutationModule */

/** The leak oracles' random games, two per game instead of all: each mutant of a view re-runs them. */
const FEW_GAMES = { LEAK_ORACLE_GAMES: "2" };

/**
 * A module's test files run in the order listed (tests/mutation/vitest.config.ts): put the quick,
 * direct ones first, since a mutant stops at its first failing test.
 * @type {MutationModule[]}
 */
export const MODULES = [
  { name: "store", mutate: [{ file: "functions/src/store/game-store.ts" }, { file: "functions/src/store/items.ts" }, { file: "functions/src/store/lobby-store.ts" }, { file: "functions/src/store/user-store.ts" }], tests: ["tests/functions/store/items.unit.test.ts", "tests/functions/store/lobby-store.int.test.ts", "tests/functions/store/user-store.int.test.ts", "tests/functions/store/**/*.int.test.ts"] },
  { name: "service", mutate: [{ file: "functions/src/games/service.ts" }, { file: "functions/src/games/loader.ts" }, { file: "functions/src/games/history.ts" }], tests: ["tests/functions/games/mail-and-news.int.test.ts", "tests/functions/games/service.int.test.ts", "tests/functions/games/engine-versions.int.test.ts", "tests/functions/api.int.test.ts", "tests/functions/timers/autoplay.int.test.ts", "tests/functions/mail/notifier-paths.int.test.ts"] },
  { name: "auth", mutate: [{ file: "functions/src/auth/auth.ts" }, { file: "functions/src/auth/secrets.ts" }], tests: ["tests/functions/auth/**/*.test.ts"] },
  { name: "notifier", mutate: [{ file: "functions/src/mail/notifier.ts" }, { file: "functions/src/adapters/aws/ses-mailer.ts" }, { file: "functions/src/adapters/local/smtp-mailer.ts" }, { file: "functions/src/mail/counting-mailer.ts" }], tests: ["tests/functions/mail/mailer.unit.test.ts", "tests/functions/mail/notifier-paths.int.test.ts", "tests/functions/mail/send-time.int.test.ts", "tests/functions/mail/press-mail.int.test.ts", "tests/functions/mail/hand-over.int.test.ts", "tests/functions/mail/notifier-retry.int.test.ts", "tests/functions/mail/suppression.int.test.ts", "tests/functions/mail/mail.int.test.ts"] },
  { name: "twelve-o-twelve-view", mutate: [{ file: "engine/twelve-o-twelve/view.ts", functions: ["view", "secrets"] }], tests: ["tests/engine/twelve-o-twelve/view.unit.test.ts", "tests/engine/twelve-o-twelve/view-fields.unit.test.ts", "tests/engine/oracles/leaks.unit.test.ts"], env: FEW_GAMES },
  { name: "politika-view", mutate: [{ file: "engine/politika/view.ts", functions: ["view", "secrets"] }], tests: ["tests/engine/politika/hidden.unit.test.ts", "tests/engine/politika/view-fields.unit.test.ts", "tests/engine/politika/end.unit.test.ts", "tests/engine/politika/factions.unit.test.ts", "tests/engine/politika/trade.unit.test.ts", "tests/engine/oracles/leaks.unit.test.ts"], env: FEW_GAMES },
  { name: "conspiracy-theory-view", mutate: [{ file: "engine/conspiracy-theory/view.ts", functions: ["view", "secrets"] }], tests: ["tests/engine/conspiracy-theory/{data,cards,battle,pyramid,turns,view-fields}.unit.test.ts", "tests/engine/oracles/leaks.unit.test.ts"], env: FEW_GAMES },
  { name: "timers", mutate: [{ file: "functions/src/ports/timers.ts", functions: ["firesAt", "againLater", "timerName"] }, { file: "functions/src/clocks/arm-timers.ts" }, { file: "functions/src/timers/autoplay.ts" }, { file: "functions/src/timers/handler.ts" }], tests: ["tests/functions/timers/timers.unit.test.ts", "tests/functions/clocks/arm-timers.unit.test.ts", "tests/functions/clocks/arm-timers.int.test.ts", "tests/functions/timers/autoplay.int.test.ts", "tests/functions/mail/notifier-paths.int.test.ts", "tests/functions/clocks/vacation.int.test.ts", "tests/functions/mail/resend.int.test.ts", "tests/functions/mail/digest-hour.int.test.ts", "tests/functions/http/link-key.int.test.ts"] },
  { name: "clocks", mutate: [{ file: "functions/src/clocks/clock-policy.ts" }, { file: "functions/src/clocks/vacation-policy.ts" }, { file: "functions/src/clocks/vacation.ts" }], tests: ["tests/functions/clocks/timeout-and-reminders.unit.test.ts", "tests/functions/clocks/absence-edges.unit.test.ts", "tests/functions/clocks/clock-policy.unit.test.ts", "tests/functions/clocks/vacation-policy.unit.test.ts", "tests/functions/clocks/absence-races.int.test.ts", "tests/functions/clocks/vacation-edits.int.test.ts", "tests/functions/clocks/vacation.int.test.ts", "tests/functions/clocks/across-games.int.test.ts"] },
  { name: "seats", mutate: [{ file: "functions/src/seats/seats.ts" }], tests: ["tests/functions/seats/seat-changes.int.test.ts", "tests/functions/seats/who-moves.int.test.ts", "tests/functions/timers/autoplay.int.test.ts"] },
  { name: "lobbies", mutate: [{ file: "functions/src/lobbies/lobby.ts" }], tests: ["tests/functions/lobbies/lobby-create.int.test.ts", "tests/functions/lobbies/lobby-answers.int.test.ts", "tests/functions/lobbies/lobby.int.test.ts", "tests/functions/http/races.int.test.ts"] },
  { name: "http-routing", mutate: [{ file: "functions/src/http/access.ts" }, { file: "functions/src/http/api.ts", functions: ["pattern", "handler", "clientAddress", "parseJson", "json", "header"] }], tests: ["tests/functions/http/routing.unit.test.ts", "tests/functions/http/admission.unit.test.ts", "tests/functions/http/access.unit.test.ts", "tests/functions/http/edge-secret.unit.test.ts", "tests/functions/http/api.int.test.ts", "tests/functions/http/access.int.test.ts"] },
  { name: "etag", mutate: [{ file: "functions/src/games/etag.ts" }], tests: ["tests/functions/games/etag.unit.test.ts", "tests/functions/games/etag.int.test.ts"] },
  { name: "engine-versions", mutate: [{ file: "engine/core/versions.ts" }], tests: ["tests/engine/core/versions.unit.test.ts", "tests/engine/twelve-o-twelve/revision-2.unit.test.ts", "tests/functions/games/engine-versions.int.test.ts", "tests/functions/games/upgrade-path.int.test.ts"] },
  { name: "web-moves", mutate: [{ file: "web/lib/moves.ts" }, { file: "web/games/politika/moves.ts" }, { file: "web/games/twelve-o-twelve/moves.ts" }], tests: ["tests/web/moves.unit.test.ts", "tests/web/games/*/moves*.unit.test.ts"] },
];

/**
 * Stryker line ranges ("file:12-40") for the named functions, or the whole file. A function is
 * found by its declaration (`function name(`, exported, async or nested in another) and ends at
 * the first closing brace at its own indentation.
 */
function ranges(/** @type {Target} */ t) {
  if (!t.functions) return [t.file];
  const lines = readFileSync(t.file, "utf8").split("\n");
  return t.functions.map((fn) => {
    const start = lines.findIndex((l) => new RegExp(`^\\s*(export )?(async )?function ${fn}[(<]`).test(l));
    if (start < 0) throw new Error(`${t.file}: no function ${fn}`);
    const indent = /^\s*/.exec(lines[start])[0];
    const end = lines.findIndex((l, i) => i > start && l === `${indent}}`);
    if (end < 0) throw new Error(`${t.file}: no end of function ${fn}`);
    return `${t.file}:${start + 1}-${end + 1}`;
  });
}

export function moduleNamed(/** @type {string | undefined} */ name) {
  const m = MODULES.find((x) => x.name === name);
  if (!m) throw new Error(`MUTATION_MODULE must be one of: ${MODULES.map((x) => x.name).join(", ")}`);
  return m;
}

const current = process.env.MUTATION_MODULE ? moduleNamed(process.env.MUTATION_MODULE) : null;
const slug = (current?.name ?? "all").replace(/[^a-z0-9]+/gi, "-");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "tests/mutation/vitest.config.ts", related: false },
  mutate: current ? current.mutate.flatMap(ranges) : [],
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: "perTest",
  // One worker per core unless MUTATION_CONCURRENCY says otherwise (a machine shared with other work).
  concurrency: Number(process.env.MUTATION_CONCURRENCY) || availableParallelism(),
  // A mutant's budget is 1.5 × its tests' time in the dry run (set-up included) plus this: a mutant
  // that makes a test wait for mail that never comes is a timeout, and each costs a runner restart.
  timeoutMS: 5_000,
  timeoutFactor: 1.5,
  // Only mutants whose code or covering tests changed since the committed results run again
  // (`npm run mutation -- --force` runs all of them).
  incremental: true,
  incrementalFile: `tests/mutation/incremental/${slug}.json`,
  reporters: ["clear-text", "json", "progress-append-only"],
  jsonReporter: { fileName: `reports/mutation/${slug}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true },
  // One sandbox folder per module, so two modules may run side by side.
  tempDirName: `.stryker-tmp/${slug}`,
  cleanTempDir: "always",
  ignorePatterns: [".stryker-tmp", "web/.next", "web/out", ".local", "cdk.out", "reports", "test-results", "tests/mutation/incremental"],
  thresholds: { high: 95, low: 85, break: null },
};
