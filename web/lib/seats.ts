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
/** Relative luminance (WCAG) of a #rrggbb colour; anything else counts as mid-grey. */
function luminance(colour: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return 0.2;
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Light seat colours (Politika's white Church, yellow Separatists) need a dark edge to show on the page. */
export function isLightColour(colour: string): boolean {
  return luminance(colour) > 0.4;
}

/** The outline that keeps a glyph of this colour visible on any background: dark round light colours, light round dark ones. */
export function seatOutline(colour: string): string {
  return isLightColour(colour) ? "#1d1b18" : "#fffdf9";
}

/** The colour of a glyph drawn on a disc of this colour. */
export function inkOn(colour: string): string {
  return isLightColour(colour) ? "#1d1b18" : "#fff";
}

/** CSS variables for a seat's marks (globals.css: .seat-glyph, .seat-token): its colour, outline and ink. */
export function seatVars(colour: string): Record<string, string> {
  return { "--seat": colour, "--seat-outline": seatOutline(colour), "--seat-ink": inkOn(colour) };
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
