// @vitest-environment jsdom
/** The move list's own scrolling: it keeps the current step in view without scrolling the page. */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keepInView, MoveList } from "../../web/components/HistoryPanel";
import type { HistoryEntry } from "../../web/lib/api";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entries: HistoryEntry[] = Array.from({ length: 30 }, (_, seq) => ({ seq, type: "move", seat: seq % 2, at: "2026-11-30T09:00:00.000Z", text: `move ${seq}` }) as HistoryEntry);

describe("keepInView", () => {
  it("leaves a visible row where it is, and scrolls just enough to show one above or below", () => {
    expect(keepInView(100, 200, 150, 20)).toBe(100);
    expect(keepInView(100, 200, 40, 20)).toBe(40);
    expect(keepInView(100, 200, 320, 20)).toBe(140);
  });
});

describe("MoveList", () => {
  it("never scrolls the page to show the current step (on a phone the game opened at the history)", () => {
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { rerender } = render(<MoveList entries={entries} mySeat={0} myLastSeq={null} currentSeq={29} onJump={() => {}} />);
    rerender(<MoveList entries={entries} mySeat={0} myLastSeq={null} currentSeq={3} onJump={() => {}} />);
    expect(intoView).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
