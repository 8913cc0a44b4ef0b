/**
 * How seats look everywhere in the app. Every seat has a colour AND a glyph, so no mark relies
 * on colour alone (the glyph shows in tokens, chart markers and the player list).
 */
import { createContext, useContext } from "react";
import { i18n } from "../i18n";

export const SEAT_COLOURS = ["#c0392b", "#1f6fb2", "#2e8b57", "#b8860b", "#7d3c98", "#d35400", "#117a8b", "#6d6d6d"] as const;
export const SEAT_GLYPHS = ["●", "▲", "■", "◆", "★", "✚", "⬟", "✱"] as const;
/** SVG dash patterns for the score chart, one per seat. */
export const SEAT_DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4", "4 4", "12 2 2 2"] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}

/**
 * A game whose players own a colour on the table (Politika: the faction's colour) gives the
 * game page its seat colours through this context; null entries and pages outside a game fall
 * back to the palette above. One colour per seat everywhere: board, players, history, chart.
 */
export const SeatColours = createContext<readonly (string | null)[] | null>(null);

/** The colour of each seat on the page being drawn. */
export function useSeatColour(): (seat: number) => string {
  const colours = useContext(SeatColours);
  return (seat) => colours?.[seat] ?? seatColour(seat);
}
export function seatGlyph(seat: number): string {
  return SEAT_GLYPHS[seat % SEAT_GLYPHS.length]!;
}
export function seatDash(seat: number): string {
  return SEAT_DASHES[seat % SEAT_DASHES.length]!;
}
export function seatName(names: readonly string[], seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return "—";
  return names[seat] ?? i18n.t("game.seat", { n: seat + 1 });
}
