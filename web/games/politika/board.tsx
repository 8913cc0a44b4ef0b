"use client";
/**
 * The Politika board, drawn from the viewer's PolitikaView: the 23-region map as SVG (borders,
 * influence tokens by seat glyph, representatives, uprisings, the regions of the production
 * card in play), then the factions' money, cards, representatives and alliances; your action
 * cards; the production and event cards in play; offers; the challenge in progress and the
 * last rolls. Regions, uprisings, cards, offers and seats are pickable where a legal move
 * mentions them.
 */
import {
  ACTION_CARD_IDS,
  ACTION_KIND_TEXT,
  actionCard,
  actionCardName,
  EVENT_CARDS,
  FACTIONS,
  PRODUCTION_CARDS,
  REGIONS,
  UPRISING_IDS,
  type UprisingId,
} from "@backroom/engine/politika/cards";
import type { PolitikaView, RegionView } from "@backroom/engine/politika/view";
import { useState } from "react";
import type { LegalMove } from "../../lib/api";
import { money, offerText } from "./moves";
import { seatGlyph, seatName, useSeatColour } from "../../lib/seats";
import { CardFace, Counter, HandSection, Pickable, SeatBadge, Section, usePick, type BoardDef, type BoardProps, type CardEntry, type Prompt } from "../../components/board-kit";
import { PolitikaMoveForms } from "./forms";

export { money, offerText };

/** Move fields that name a seat (offers, KGB and Mafia targets, recolouring, votes). */
const SEAT_KEYS = ["to", "target", "defender", "for"] as const;

const UPRISING_MARK: Record<UprisingId, string> = { bourgeois: "B", labor: "L", student: "S" };

function edges(regions: readonly RegionView[]): Array<[RegionView, RegionView]> {
  const byId = new Map(regions.map((r) => [r.id, r]));
  const out: Array<[RegionView, RegionView]> = [];
  for (const r of regions) for (const n of r.neighbours) if (r.id < n) out.push([r, byId.get(n)!]);
  return out;
}

function RegionNode({ r, names, producing }: { r: RegionView; names: readonly string[]; producing: boolean }) {
  const { props, picked, pickable } = usePick({ value: r.id, label: r.name });
  const seatColour = useSeatColour();
  const { x, y } = r.layout;
  // Starts with what the box shows (its id, "selected" once picked): a button's name must hold its visible text.
  const label = `${r.id}${picked ? " selected" : ""}: ${r.name}${r.separatist ? ", separatist" : ""}, ${r.dots} dot${r.dots === 1 ? "" : "s"}; tokens: ${r.tokens.map((s) => seatName(names, s)).join(", ") || "none"}${r.representatives.length ? `; representatives: ${r.representatives.map((x) => seatName(names, x.seat)).join(", ")}` : ""}${r.uprising ? `; ${r.uprising} uprising` : ""}${producing ? "; produces now" : ""}`;
  return (
    <g className={`region ${pickable ? "region-pickable" : ""} ${picked ? "region-picked" : ""}`} transform={`translate(${x},${y})`} aria-label={label} {...props} role={props.role ?? "group"}>
      <title>{label}</title>
      <rect x={-44} y={-30} width={88} height={60} rx={8} className={`region-box ${r.separatist ? "separatist" : ""} ${producing ? "producing" : ""}`} />
      <text aria-hidden="true" y={-17} textAnchor="middle" className="region-id">
        {r.id}
        {r.separatist ? " ✶" : ""}
        {producing ? " $" : ""}
      </text>
      <text aria-hidden="true" y={-6} textAnchor="middle" className="region-dots">
        {"•".repeat(r.dots)}
      </text>
      {r.tokens.map((s, i) => (
        <g key={i} transform={`translate(${-24 + i * 24},9)`}>
          <circle r={9} fill={seatColour(s)} className="token-disc" />
          <text aria-hidden="true" y={4} textAnchor="middle" className="token-glyph">
            {seatGlyph(s)}
          </text>
        </g>
      ))}
      {r.representatives.map((rep, i) => (
        <text aria-hidden="true" key={i} x={-40 + i * 17} y={29} className="rep" fill={seatColour(rep.seat)}>
          ♟
        </text>
      ))}
      {picked ? (
        <text aria-hidden="true" y={44} textAnchor="middle" className="picked-label">
          ✔ selected
        </text>
      ) : null}
    </g>
  );
}

function UprisingNode({ id, view, names }: { id: UprisingId; view: PolitikaView; names: readonly string[] }) {
  const u = view.uprisings[id];
  const { props, picked } = usePick({ value: id, label: u.name });
  const seatColour = useSeatColour();
  if (!u.region) return null;
  const { x, y } = REGIONS[u.region].layout;
  const label = `${u.name} in ${REGIONS[u.region].name}; tokens: ${u.tokens.map((s) => seatName(names, s)).join(", ")}`;
  return (
    <g className={`uprising ${picked ? "region-picked" : ""}`} transform={`translate(${x + 38},${y - 30})`} aria-label={label} {...props} role={props.role ?? "group"}>
      <title>{label}</title>
      <polygon points="0,-14 14,0 0,14 -14,0" className="uprising-diamond" />
      <text aria-hidden="true" y={5} textAnchor="middle" className="uprising-mark">
        {UPRISING_MARK[id]}
      </text>
      {u.tokens.map((s, i) => (
        <text aria-hidden="true" key={i} x={18 + i * 11} y={4} fill={seatColour(s)} className="uprising-token">
          {seatGlyph(s)}
        </text>
      ))}
    </g>
  );
}

export function PolitikaMap({ view, names, zoomed = false }: { view: PolitikaView; names: readonly string[]; zoomed?: boolean }) {
  const producing = new Set(view.productionCard?.regions ?? []);
  return (
    <svg className={`politika-map ${zoomed ? "zoomed" : ""}`} viewBox="-50 -40 1100 640" role="group" aria-label="Map of Russia, 23 regions">
      <g className="borders" aria-hidden="true">
        {edges(view.regions).map(([a, b]) => (
          <line key={`${a.id}-${b.id}`} x1={a.layout.x} y1={a.layout.y} x2={b.layout.x} y2={b.layout.y} />
        ))}
      </g>
      {view.regions.map((r) => (
        <RegionNode key={r.id} r={r} names={names} producing={producing.has(r.id)} />
      ))}
      {UPRISING_IDS.map((u) => (
        <UprisingNode key={u} id={u} view={view} names={names} />
      ))}
    </svg>
  );
}

export function PolitikaBoard({ view, names, mySeat }: BoardProps<PolitikaView>) {
  const seatColour = useSeatColour();
  const [zoomed, setZoomed] = useState(false);
  const c = view.challenge;
  const targetName = (t: { kind: "region"; region: keyof typeof REGIONS } | { kind: "uprising"; uprising: UprisingId }) =>
    t.kind === "region" ? REGIONS[t.region].name : view.uprisings[t.uprising].name;
  return (
    <div className="board politika-board">
      <div className="board-top counters">
        <Counter label="Round" value={`${view.round} / ${view.rounds}`} />
        <span className="counter">
          <SeatBadge seat={view.current} names={names} you={view.current === mySeat} />
          &nbsp;· {view.phase}
        </span>
        {view.inflation ? <span className="tag">⚠ Inflation: amounts double</span> : null}
        <Counter label="Action deck" value={view.decks.action} />
        <Counter label="Production deck" value={view.decks.production} />
        <Counter label="Event deck" value={view.decks.event} />
      </div>

      {/* The whole map fits the screen by default (nothing east of Krasnoyarsk is cut off); zoomed, it scrolls sideways. */}
      <div className="map-tools">
        <button type="button" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          {zoomed ? "Show the whole map" : "Zoom in"}
        </button>
        <span className="muted">{zoomed ? "Swipe or scroll sideways to see the east." : "Tap a region to pick it; pinch or zoom in for detail."}</span>
      </div>
      <div className="map-frame" role="region" tabIndex={0} aria-label={zoomed ? "Map, zoomed in: scrolls sideways" : "Map, whole"}>
        <PolitikaMap view={view} names={names} zoomed={zoomed} />
        <p className="map-legend muted">
          Tokens show each player&apos;s glyph; ♟ representative; ◆B/L/S uprisings with their tokens; ✶ separatist; $ produces now; • dots.
        </p>
      </div>

      {c ? (
        <Section title="Challenge in progress" className="challenge">
          <p>
            <SeatBadge seat={c.challenger} names={names} /> challenges <SeatBadge seat={c.defender} names={names} /> for a token in {targetName(c.target)} ({c.source}).
          </p>
          <div className="counters">
            <Counter label="Attack dice" value={c.attackDice} />
            <Counter label="Defence dice" value={c.defenceDice} />
            <span className="counter">{c.step === "recolour" ? "Challenger won: choosing the colour" : `Cards for the ${c.step}: waiting for ${c.waiting.map((s) => seatName(names, s)).join(", ") || "nobody"}`}</span>
          </div>
        </Section>
      ) : null}

      {view.decision ? (
        <Section title="Event decision">
          <p>
            {view.decision.text} ({view.decision.seats.map((s) => seatName(names, s)).join(", ")})
          </p>
        </Section>
      ) : null}

      {view.hand !== null ? (
        <HandSection title="Your action cards" count={view.hand.length}>
          {view.hand.map((card) => (
            <CardFace key={card.id} pick={{ value: card.id, label: card.name }} name={card.name} kind={card.kind.replace(/-/g, " ")} text={card.text} />
          ))}
        </HandSection>
      ) : null}

      <Section title="Factions">
        <div className="seat-table" role="table" aria-label="Factions">
          {view.seats.map((s) => (
            <div key={s.seat} role="row" className={`seat-area ${s.seat === mySeat ? "me" : ""}`} style={{ ["--seat" as string]: seatColour(s.seat) }}>
              <div className="seat-area-head" role="cell">
                <Pickable pick={{ key: SEAT_KEYS, value: s.seat, label: seatName(names, s.seat) }} className="seat-pick">
                  <SeatBadge seat={s.seat} names={names} you={s.seat === mySeat} />
                </Pickable>
                <span className="faction">{s.factionName ? `${s.factionName} (${s.colour})` : "no faction yet"}</span>
              </div>
              <div className="counters" role="cell">
                <Counter label="Money" value={money(s.money)} />
                <Counter label="Cards" value={s.actionCards} />
                <Counter label="Tokens" value={s.tokens} />
                <Counter label="Score" value={s.score} icon="★" />
                <span className="counter">♟ {s.representatives.map((r) => (r ? REGIONS[r].name : "—")).join(", ")}</span>
                {s.ally !== null ? <span className="counter">Allied with {seatName(names, s.ally)}</span> : null}
                {s.productionBoosts > 0 ? <span className="counter">Boost ×{s.productionBoosts}</span> : null}
              </div>
              {s.faction ? <p className="faction-ability muted">{FACTIONS[s.faction].ability}</p> : null}
            </div>
          ))}
        </div>
      </Section>

      <Section title="Cards in play">
        <div className="cards">
          {view.productionCard ? (
            <CardFace name={`Production ${view.productionCard.id}`} kind="production" text={`Pays $10,000 to every player with a token in: ${view.productionCard.regions.map((r) => REGIONS[r].name).join(", ")}.`} />
          ) : (
            <p className="muted">No production card this turn yet.</p>
          )}
          {view.eventsThisTurn.map((e) => (
            <CardFace key={`t-${e.id}`} name={e.name} kind="event (this turn)" text={e.text} />
          ))}
          {view.eventsInPlay.map((e) => (
            <CardFace key={`p-${e.id}`} name={e.name} kind={`event · ${seatName(names, e.seat)}`} text={e.text} />
          ))}
        </div>
      </Section>

      {view.alliances.length > 0 || view.offers.length > 0 ? (
        <Section title="Alliances and offers">
          <ul className="plain-list">
            {view.alliances.map(([a, b]) => (
              <li key={`${a}-${b}`}>
                <SeatBadge seat={a} names={names} /> and <SeatBadge seat={b} names={names} /> are allied
              </li>
            ))}
            {view.offers.map((o) => (
              <li key={o.id}>
                <Pickable pick={{ key: "offer", value: o.id, label: `${seatName(names, o.maker)}'s offer to ${seatName(names, o.receiver)}` }} className="offer">
                  {offerText(o, names)}
                </Pickable>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.rolls.length > 0 ? (
        <Section title="Last challenges">
          <ul className="plain-list">
            {view.rolls.slice(-3).reverse().map((r) => (
              <li key={r.n}>
                {seatName(names, r.challenger)} vs {seatName(names, r.defender)} in {targetName(r.target)}: attack dice {r.challengerDice.join("+") || "0"} = {r.challengerTotal} vs defence dice {r.defenderDice.join("+") || "0"} = {r.defenderTotal} —{" "}
                {r.outcome === "challenger-wins" ? "challenger wins" : r.outcome === "vetoed" ? "vetoed" : "defender holds"}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.kgbLooks.length > 0 ? (
        <Section title="What the KGB saw">
          <ul className="plain-list">
            {view.kgbLooks.map((l, i) => (
              <li key={i}>
                Round {l.round}, {seatName(names, l.target)}: {l.cards.map((c) => c.name).join(", ") || "no cards"}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.vote ? (
        <Section title="Tie vote">
          <p>
            Tied: {view.vote.tied.map((s) => seatName(names, s)).join(", ")}. Voted: {view.vote.voted.filter(Boolean).length} of {view.vote.voted.length}.
          </p>
        </Section>
      ) : null}
      <p className="muted small">
        Discards: {view.decks.productionDiscard} production, {view.decks.eventDiscard} event, {view.decks.actionDiscard.length} action.
      </p>
    </div>
  );
}

export function politikaPrompt(view: PolitikaView, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  const what = view.awaiting.find((a) => a.seat === mySeat)?.for ?? "decide";
  const outOfTurn = view.current !== mySeat;
  const c = view.challenge;
  if (c && c.step !== "recolour" && c.challenger !== mySeat) {
    const target = c.target.kind === "region" ? REGIONS[c.target.region].name : view.uprisings[c.target.uprising].name;
    return { text: `${seatName(names, c.challenger)} challenges ${c.defender === mySeat ? "you" : seatName(names, c.defender)} in ${target}: ${what}.`, outOfTurn };
  }
  const offer = view.offers.find((o) => o.receiver === mySeat);
  if (offer && moves.some((m) => (m.move as { kind?: string }).kind === "accept-offer")) {
    return { text: `${offerText(offer, names)}: accept or decline${outOfTurn ? "" : " (then carry on with your turn)"}.`, outOfTurn };
  }
  if (outOfTurn) return { text: `During ${seatName(names, view.current)}'s turn you are asked to ${what} (${moves.length} choice${moves.length === 1 ? "" : "s"}).`, outOfTurn };
  const how: Partial<Record<PolitikaView["phase"], string>> = {
    trade: "Pick a listed offer, or build any deal under “Make your own offer”.",
    challenges: "Pick a listed challenge, or buy more dice under “Challenge with any number of dice”.",
    buying: "Pick a listed purchase, or any number under “Buy any number of cards”.",
  };
  return { text: `Your turn, ${view.phase} phase: ${what}. ${(view.challenge ? undefined : how[view.phase]) ?? "Click a region, uprising or card on the board to narrow the choices."}`, outOfTurn };
}

export function politikaCards(): CardEntry[] {
  const byName = new Map<string, { id: string; kind: string; copies: number }>();
  for (const id of ACTION_CARD_IDS) {
    const name = actionCardName(id);
    const e = byName.get(name);
    if (e) e.copies++;
    else byName.set(name, { id, kind: actionCard(id).kind, copies: 1 });
  }
  return [
    ...[...byName].map(([name, e]) => ({ id: e.id, name, kind: `Action · ${e.kind.replace(/-/g, " ")}`, stats: [{ label: "Cost", value: "$20,000" }], text: ACTION_KIND_TEXT[e.kind as keyof typeof ACTION_KIND_TEXT], copies: e.copies })),
    ...Object.entries(EVENT_CARDS).map(([id, e]) => ({ id, name: e.name, kind: "Event", stats: [], text: e.text })),
    ...Object.entries(PRODUCTION_CARDS).flatMap(([id, p]) => (p.kind === "produce" ? [{ id, name: `Production ${id}`, kind: "Production", stats: [], text: p.regions.map((r) => REGIONS[r].name).join(", ") }] : [])),
    ...Object.entries(FACTIONS).map(([id, f]) => ({ id: `faction-${id}`, name: f.name, kind: `Faction (${f.colour})`, stats: [], text: f.ability })),
  ];
}

/** A player's colour is their faction's (PR1): "Separatists (yellow)" is drawn yellow. */
export const FACTION_COLOURS: Readonly<Record<(typeof FACTIONS)[keyof typeof FACTIONS]["colour"], string>> = {
  white: "#f4f1e8", red: "#c0392b", black: "#2b2b2b", purple: "#7d3c98", green: "#2e8b57", brown: "#8b5a2b", blue: "#1f6fb2", yellow: "#e6b800",
};

export const politikaBoard: BoardDef<PolitikaView> = {
  Board: PolitikaBoard,
  scoreHelp: "Influence: one per token you hold in the regions and on the uprisings, plus one per $30,000 you have. The most influence after the last round controls Russia.",
  roundOf: (view) => view.round,
  seatColours: (view) => view.seats.map((s) => (s.colour ? FACTION_COLOURS[s.colour as keyof typeof FACTION_COLOURS] : null)),
  prompt: politikaPrompt,
  cards: politikaCards,
  MoveForms: PolitikaMoveForms,
  pickLabel: (p) => (typeof p.value === "string" && p.value in REGIONS ? REGIONS[p.value as keyof typeof REGIONS].name : typeof p.value === "string" && /^A\d\d$/.test(p.value) ? actionCardName(p.value) : null),
};
