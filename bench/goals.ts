/**
 * The goal table `npm run bench` ends with: one row per goal (issue 14 and later ones), its
 * target, the figure measured now and the figure of the previous run on this checkout
 * (bench/last-results.json, rewritten after each full table). Sections push rows with
 * `goal(...)`; `printGoals()` prints them once, whatever section added them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export interface GoalRow {
  /** Stable name, also the key of the last figure ("engine games/s, 12-0-12 2p"). */
  readonly name: string;
  /** The target in words ("≥ 3× baseline", "≤ 64 KB"). */
  readonly goal: string;
  readonly measured: string;
  /** Whether the goal is met; undefined when the row only reports. */
  readonly met?: boolean;
}

const rows: GoalRow[] = [];
const LAST = resolve(import.meta.dirname, "last-results.json");

export function goal(row: GoalRow): void {
  rows.push(row);
}

export function goalRows(): readonly GoalRow[] {
  return rows;
}

/** Prints the table and records this run's figures as the next run's "last" column. */
export function printGoals(save = true): void {
  if (rows.length === 0) return;
  const last: Record<string, string> = existsSync(LAST) ? (JSON.parse(readFileSync(LAST, "utf8")) as Record<string, string>) : {};
  const table = rows.map((r) => [r.name, r.goal, r.measured, last[r.name] ?? "–", r.met === undefined ? "" : r.met ? "met" : "MISSED"]);
  const head = ["goal", "target", "measured", "last", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((t) => t[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
  console.log(`\nGoals:\n${line(head)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const t of table) console.log(line(t));
  if (save) writeFileSync(LAST, `${JSON.stringify({ ...last, ...Object.fromEntries(rows.map((r) => [r.name, r.measured])) }, null, 2)}\n`);
}
