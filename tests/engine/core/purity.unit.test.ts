/**
 * The engine's purity rule, enforced as a lint over engine/: no clock, no Math.random, no
 * environment, no I/O or SDK imports. Randomness and time come in through events and state.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = resolve(import.meta.dirname, "../../../engine");

const FORBIDDEN: [RegExp, string][] = [
  [/\bMath\.random\b/, "Math.random (use Rng from engine/core/rng.ts)"],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/, "the clock (time comes in through events)"],
  [/\bprocess\./, "process (no environment in the engine)"],
  [/from\s+["']node:|require\(/, "Node built-ins"],
  [/from\s+["']@aws-sdk|\bfetch\(/, "I/O"],
  [/\bsetTimeout\b|\bsetInterval\b/, "timers"],
  [/\bconsole\./, "console output"],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

describe("engine purity", () => {
  const files = sources(ENGINE);

  it("has sources to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [relative(ENGINE, f), f]))("%s uses no clock, randomness, environment or I/O", (_name, file) => {
    const lines = readFileSync(file, "utf8").split("\n");
    const offences = lines.flatMap((line, i) => {
      const code = line.replace(/\/\/.*$/, "");
      if (/^\s*(\*|\/\*)/.test(line)) return [];
      return FORBIDDEN.filter(([re]) => re.test(code)).map(([, what]) => `line ${i + 1}: ${what}`);
    });
    expect(offences).toEqual([]);
  });
});
