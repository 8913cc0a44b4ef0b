/**
 * Vitest's file order: the longest files first, so that on two workers no long file starts last
 * and runs alone at the end of its tier. Vitest orders by the durations it cached in an earlier
 * run, which a fresh clone (CI) does not have; these are the files that took longest in CI,
 * longest first. A file not listed keeps Vitest's own order, after these.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const SLOWEST = [
  // int and e2e, which run together
  "tests/functions/iam/least-privilege.int.test.ts",
  "tests/functions/press/never-leaked.int.test.ts",
  "tests/functions/replies/replies.e2e.test.ts",
  "tests/functions/local-stack.e2e.test.ts",
  "tests/functions/press/press.int.test.ts",
  "tests/functions/api.int.test.ts",
  "tests/functions/mail/mail.int.test.ts",
  "tests/functions/games/service.int.test.ts",
  "tests/functions/local-restart.e2e.test.ts",
  "tests/functions/clocks/vacation.int.test.ts",
  // unit
  "tests/engine/conspiracy-theory/property.unit.test.ts",
  "tests/infra/stack.unit.test.ts",
  "tests/engine/twelve-o-twelve/random-games-second-half.unit.test.ts",
  "tests/engine/twelve-o-twelve/random-games-first-half.unit.test.ts",
  "tests/engine/oracles/leaks.unit.test.ts",
  "tests/infra/nag.unit.test.ts",
  "tests/engine/politika/property.unit.test.ts",
  "tests/web/games/twelve-o-twelve/forms.unit.test.tsx",
  "tests/web/games/politika/forms.unit.test.tsx",
];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((s) => f.moduleId.endsWith(`/${s}`));
      return i < 0 ? SLOWEST.length : i;
    };
    // Stable: groups run in Vitest's order; within a group (its projects run together), listed files lead.
    const group = (f: TestSpecification) => String(f.project.config.sequence.groupOrder);
    const order = new Map<string, number>();
    for (const f of sorted) if (!order.has(group(f))) order.set(group(f), order.size);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => order.get(group(a.f))! - order.get(group(b.f))! || rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
