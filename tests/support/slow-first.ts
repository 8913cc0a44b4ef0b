/**
 * Vitest's file order: the longest files first, so that on two workers no long file starts last
 * and runs alone at the end of its tier. Vitest orders by the durations it cached in an earlier
 * run, which a fresh clone (CI) does not have; these are the files that took longest in CI,
 * longest first. A file not listed keeps Vitest's own order, after these.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const SLOWEST = [
  // int
  "tests/functions/press/never-leaked.int.test.ts",
  "tests/functions/iam/least-privilege.int.test.ts",
  "tests/functions/mail/resend.int.test.ts",
  "tests/functions/timers/autoplay.int.test.ts",
  "tests/functions/store/old-items-and-pages.int.test.ts",
  "tests/functions/mail/hand-over.int.test.ts",
  "tests/functions/mail/mail.int.test.ts",
  // unit
  "tests/engine/conspiracy-theory/property.unit.test.ts",
  "tests/infra/stack.unit.test.ts",
  "tests/web/games/twelve-o-twelve/forms.unit.test.tsx",
  "tests/web/games/politika/forms.unit.test.tsx",
  "tests/engine/oracles/leaks.unit.test.ts",
  "tests/infra/nag.unit.test.ts",
  "tests/engine/twelve-o-twelve/random-games-second-half.unit.test.ts",
  "tests/engine/twelve-o-twelve/random-games-first-half.unit.test.ts",
  "tests/engine/politika/property.unit.test.ts",
  "tests/infra/inbound.unit.test.ts",
];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOWEST.findIndex((s) => f.moduleId.endsWith(`/${s}`));
      return i < 0 ? SLOWEST.length : i;
    };
    // Stable: tiers (group order, project) stay as Vitest put them; within each, listed files lead.
    const group = (f: TestSpecification) => `${f.project.config.sequence.groupOrder}:${f.project.name}`;
    const order = new Map<string, number>();
    for (const f of sorted) if (!order.has(group(f))) order.set(group(f), order.size);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => order.get(group(a.f))! - order.get(group(b.f))! || rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
