/**
 * Engine versions of one game: finding the definition a stored game is judged by, and the
 * proof that lets a running game move to a newer version (docs/engine.md, "How to change the
 * rules of a live game"). A game stays on the version it was created with unless every move
 * it has recorded is legal under the newer version and leads to the same game there.
 */
import { RuleViolation, type AnyGameDefinition, type EngineChange } from "./game";
import type { RecordedMove, ReplayInput } from "./replay";

/** Every registered version of `def`'s game, oldest first (the definition itself is the newest). */
/**
 * Whether two states are the same game but for the rules-version stamp a versioned engine keeps
 * in its state: an upgrade is proved on the game itself, the stamp the only allowed difference.
 */
export function sameBarRulesVersion(a: object, b: object): boolean {
  return JSON.stringify({ ...a, rulesVersion: undefined }) === JSON.stringify({ ...b, rulesVersion: undefined });
}

export function allVersions(def: AnyGameDefinition): AnyGameDefinition[] {
  return [...(def.olderVersions ?? []), def].sort((a, b) => a.engineVersion - b.engineVersion);
}

/** The definition of `def`'s game at `version`, or undefined if this build does not have it. */
export function engineAt(def: AnyGameDefinition, version: number): AnyGameDefinition | undefined {
  return allVersions(def).find((d) => d.engineVersion === version);
}

/** The change note of `version` (from the newest definition, which lists them all). */
export function changeOf(def: AnyGameDefinition, version: number): EngineChange {
  return def.changes?.find((c) => c.version === version) ?? { version, summary: `Engine version ${version}.` };
}

export type UpgradeCheck =
  | { readonly safe: true; readonly state: unknown }
  | { readonly safe: false; readonly why: string };

/**
 * Replays the game under `older` and `newer` side by side. Safe only if setup and every move
 * give the same game under both (`newer.sameGame`, else identical JSON) and every move is
 * legal under `newer`; then `state` is the newer version's current state. Never throws: a
 * move the newer version rejects, or any difference, means the game stays pinned.
 */
export function checkUpgrade(older: AnyGameDefinition, newer: AnyGameDefinition, input: ReplayInput<unknown>, moves: readonly RecordedMove[]): UpgradeCheck {
  const same = (a: unknown, b: unknown) => (newer.sameGame ? newer.sameGame(a, b) : JSON.stringify(a) === JSON.stringify(b));
  let step = "setup";
  try {
    let a = older.setup({ ...input, options: older.optionsSchema.parse(input.options) });
    let b = newer.setup({ ...input, options: newer.optionsSchema.parse(input.options) });
    if (!same(a, b)) return { safe: false, why: "the new version sets the game up differently" };
    for (const [i, m] of moves.entries()) {
      step = `move ${i + 1}`;
      a = older.apply(a, m.seat, older.moveSchema.parse(m.move));
      const parsed = newer.moveSchema.safeParse(m.move);
      if (!parsed.success) return { safe: false, why: `move ${i + 1} is not a move of the new version` };
      b = newer.apply(b, m.seat, parsed.data);
      if (!same(a, b)) return { safe: false, why: `move ${i + 1} has a different outcome under the new version` };
    }
    return { safe: true, state: b };
  } catch (e) {
    if (e instanceof RuleViolation) return { safe: false, why: `${step} is not legal under the new version (${e.code})` };
    return { safe: false, why: `${step} does not replay under the new version (${(e as Error).message})` };
  }
}
