// @vitest-environment jsdom
/** The create form's time control: no limit by default; days, timeout policy and hand-over once a limit is chosen. */
import { useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { TimeControl } from "@backroom/functions/contract";
import { DEFAULT_TIME_CONTROL, TimeControlFields } from "../../web/components/TimeControlFields";

afterEach(cleanup);

/** The form holds the value; the test reads every value the fields report. */
function Form({ seen }: { seen: TimeControl[] }) {
  const [value, setValue] = useState(DEFAULT_TIME_CONTROL);
  return <TimeControlFields value={value} onChange={(next) => { seen.push(next); setValue(next); }} />;
}

it("starts with no limit and asks nothing more until a limit is chosen", () => {
  render(<Form seen={[]} />);
  const days = screen.getByRole("combobox", { name: "Time per decision" }) as HTMLSelectElement;
  expect(days.value).toBe("");
  expect([...days.options].map((o) => o.textContent)).toEqual(["No limit", "1 day", "2 days", "3 days", "5 days", "7 days", "14 days"]);
  expect(screen.queryByRole("combobox", { name: "When time runs out" })).toBeNull();
  expect(screen.queryByRole("spinbutton")).toBeNull();
  expect(screen.getByRole("group", { name: "Time control" }).textContent).toContain("No time limit.");
});

it("reports days, the timeout policy and the hand-over count, and describes the result", () => {
  const seen: TimeControl[] = [];
  render(<Form seen={seen} />);
  fireEvent.change(screen.getByRole("combobox", { name: "Time per decision" }), { target: { value: "3" } });
  fireEvent.change(screen.getByRole("combobox", { name: "When time runs out" }), { target: { value: "bot" } });
  const handOver = screen.getByRole("spinbutton", { name: /Hand the seat to a bot after/ });
  fireEvent.change(handOver, { target: { value: "0" } });
  expect(seen).toEqual([
    { daysPerDecision: 3, onTimeout: "pass", handOverAfter: 3 },
    { daysPerDecision: 3, onTimeout: "bot", handOverAfter: 3 },
    { daysPerDecision: 3, onTimeout: "bot", handOverAfter: 0 },
  ]);
  expect(screen.getByRole("group", { name: "Time control" }).textContent).toContain("3 days per decision, then a bot move.");
});

it("keeps the hand-over count within 0–10, and going back to no limit hides the rest", () => {
  const seen: TimeControl[] = [];
  render(<Form seen={seen} />);
  fireEvent.change(screen.getByRole("combobox", { name: "Time per decision" }), { target: { value: "1" } });
  const handOver = screen.getByRole("spinbutton", { name: /Hand the seat to a bot after/ });
  fireEvent.change(handOver, { target: { value: "99" } });
  expect(seen.at(-1)?.handOverAfter).toBe(10);
  fireEvent.change(handOver, { target: { value: "-4" } });
  expect(seen.at(-1)?.handOverAfter).toBe(0);
  expect(screen.getByRole("group", { name: "Time control" }).textContent).toContain("1 day per decision, then a pass where the rules allow one, else a bot move.");
  fireEvent.change(screen.getByRole("combobox", { name: "Time per decision" }), { target: { value: "" } });
  expect(seen.at(-1)?.daysPerDecision).toBeNull();
  expect(screen.queryByRole("spinbutton")).toBeNull();
});
