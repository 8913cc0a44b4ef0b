"use client";
/**
 * The Politika board, drawn from the viewer's PolitikaView: the 23-region map (map.tsx), then the factions' money, cards, representatives and alliances; your action
 * cards; the production and event cards in play; offers; the challenge in progress and the
 * last rolls. Regions, uprisings, cards, offers and seats are pickable where a legal move
 * mentions them.
 */
import {
  ACTION_CARD_IDS,
  actionCard,
  actionCardName,
  EVENT_CARDS,
  FACTIONS,
  PRODUCTION_CARDS,
  REGIONS,
  type RegionId,
  type UprisingId,
} from "@backroom/engine/politika/cards";
import { russian } from "@backroom/engine/politika/russian";
import type { PolitikaView } from "@backroom/engine/politika/view";
import { useTranslation } from "react-i18next";
import type { LegalMove } from "../../lib/api";
import { money, offerText, STEPPED_KINDS } from "./moves";
import { boardStrings } from "./board-strings";
import { cardName, regionIn, regionName, say, tt } from "./words";
import { seatName, seatVars, useSeatColour } from "../../lib/seats";
import { CardFace, Counter, HandSection, Pickable, SeatBadge, Section, type BoardDef, type BoardProps, type CardEntry, type Prompt } from "../../components/board-kit";
import { PolitikaMoveForms } from "./forms";
import { MapSection } from "./map";
import { politikaAutoPass } from "./auto-pass";

export { money, offerText };

/** Move fields that name a seat (offers, KGB and Mafia targets, recolouring, votes). */
const SEAT_KEYS = ["to", "target", "defender", "for"] as const;

type Target = { kind: "region"; region: RegionId } | { kind: "uprising"; uprising: UprisingId };
/** Where a challenged token stands: "in Moscow", "in the Labor uprising" (Russian: "в Москве"). */
const targetIn = (t: Target): string => (t.kind === "region" ? regionIn(t.region) : tt(`uprisings.${t.uprising}.in`));
const eventName = (id: string): string => tt(`events.${id}.name`);
const eventText = (id: string): string => tt(`events.${id}.text`);
const factionName = (f: string): string => tt(`factions.${f}.name`);

export function PolitikaBoard({ view, names, mySeat }: BoardProps<PolitikaView>) {
  const { t } = useTranslation("politika");
  const seatColour = useSeatColour();
  const c = view.challenge;
  return (
    <div className="board politika-board">
      <div className="board-top counters">
        <Counter label={t("board.round")} value={`${view.round} / ${view.rounds}`} />
        <span className="counter">
          <SeatBadge seat={view.current} names={names} you={view.current === mySeat} />
          &nbsp;· {t(`phases.${view.phase}`)}
        </span>
        {view.inflation ? <span className="tag">{t("board.inflation")}</span> : null}
        <Counter label={t("board.actionDeck")} value={view.decks.action} />
        <Counter label={t("board.productionDeck")} value={view.decks.production} />
        <Counter label={t("board.eventDeck")} value={view.decks.event} />
      </div>

      <MapSection view={view} names={names} />

      {c ? (
        <Section title={t("board.challenge")} className="challenge">
          <p>
            <SeatBadge seat={c.challenger} names={names} /> {t("board.challenges")} <SeatBadge seat={c.defender} names={names} /> {t("board.forToken", { where: targetIn(c.target), source: say(c.source) })}
          </p>
          <div className="counters">
            <Counter label={t("board.attackDice")} value={c.attackDice} />
            <Counter label={t("board.defenceDice")} value={c.defenceDice} />
            <span className="counter">{c.step === "recolour" ? t("board.choosingColour") : t("board.cardsFor", { side: t(`board.sides.${c.step}`), list: c.waiting.map((s) => seatName(names, s)).join(", ") || t("board.nobody") })}</span>
          </div>
        </Section>
      ) : null}

      {view.decision ? (
        <Section title={t("board.decision")}>
          <p>
            {say(view.decision.text)} ({view.decision.seats.map((s) => seatName(names, s)).join(", ")})
          </p>
        </Section>
      ) : null}

      {view.hand !== null ? (
        <HandSection title={t("board.hand")} count={view.hand.length}>
          {view.hand.map((card) => (
            <CardFace key={card.id} pick={{ value: card.id, label: cardName(card) }} name={cardName(card)} kind={t(`cards.${card.kind}.kind`)} text={t(`cards.${card.kind}.text`)} />
          ))}
        </HandSection>
      ) : null}

      <Section title={t("board.factions")}>
        <div className="seat-table" role="table" aria-label={t("board.factions")}>
          {view.seats.map((s) => (
            <div key={s.seat} role="row" className={`seat-area ${s.seat === mySeat ? "me" : ""}`} style={seatVars(seatColour(s.seat))}>
              <div className="seat-area-head" role="cell">
                <Pickable pick={{ key: SEAT_KEYS, value: s.seat, label: seatName(names, s.seat) }} className="seat-pick">
                  <SeatBadge seat={s.seat} names={names} you={s.seat === mySeat} />
                </Pickable>
                <span className="faction">{s.faction ? t("board.factionColour", { name: factionName(s.faction), colour: t(`factions.${s.faction}.colour`) }) : t("board.noFaction")}</span>
              </div>
              <div className="counters" role="cell">
                <Counter label={t("board.money")} value={money(s.money)} />
                <Counter label={t("board.cards")} value={s.actionCards} />
                <Counter label={t("board.tokens")} value={s.tokens} />
                <Counter label={t("board.score")} value={s.score} icon="★" />
                <span className="counter">♟ {s.representatives.map((r) => (r ? regionName(r) : "—")).join(", ")}</span>
                {s.ally !== null ? <span className="counter">{t("board.allied", { name: seatName(names, s.ally) })}</span> : null}
                {s.productionBoosts > 0 ? <span className="counter">{t("board.boost", { count: s.productionBoosts })}</span> : null}
              </div>
              {s.faction ? <p className="faction-ability muted">{t(`factions.${s.faction}.ability`)}</p> : null}
            </div>
          ))}
        </div>
      </Section>

      <Section title={t("board.inPlay")}>
        <div className="cards">
          {view.productionCard ? (
            <CardFace name={t("board.production", { id: view.productionCard.id.slice(1) })} kind={t("board.productionKind")} text={t("board.pays", { list: view.productionCard.regions.map(regionName).join(", ") })} />
          ) : (
            <p className="muted">{t("board.noProduction")}</p>
          )}
          {view.eventsThisTurn.map((e) => (
            <CardFace key={`t-${e.id}`} name={eventName(e.id)} kind={t("board.eventThisTurn")} text={eventText(e.id)} />
          ))}
          {view.eventsInPlay.map((e) => (
            <CardFace key={`p-${e.id}`} name={eventName(e.id)} kind={t("board.eventOf", { name: seatName(names, e.seat) })} text={eventText(e.id)} />
          ))}
        </div>
      </Section>

      {view.alliances.length > 0 || view.offers.length > 0 ? (
        <Section title={t("board.alliancesOffers")}>
          <ul className="plain-list">
            {view.alliances.map(([a, b]) => (
              <li key={`${a}-${b}`}>
                <SeatBadge seat={a} names={names} /> {t("board.and")} <SeatBadge seat={b} names={names} /> {t("board.areAllied")}
              </li>
            ))}
            {view.offers.map((o) => (
              <li key={o.id}>
                <Pickable pick={{ key: "offer", value: o.id, label: t("board.offerOf", { maker: seatName(names, o.maker), receiver: seatName(names, o.receiver) }) }} className="offer">
                  {offerText(o, names)}
                </Pickable>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.rolls.length > 0 ? (
        <Section title={t("board.lastChallenges")}>
          <ul className="plain-list">
            {view.rolls.slice(-3).reverse().map((r) => (
              <li key={r.n}>
                {t("board.roll", {
                  challenger: seatName(names, r.challenger), defender: seatName(names, r.defender), where: targetIn(r.target),
                  attack: r.challengerDice.join("+") || "0", attackTotal: r.challengerTotal, defence: r.defenderDice.join("+") || "0", defenceTotal: r.defenderTotal,
                  outcome: t(`board.outcomes.${r.outcome}`),
                })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.kgbLooks.length > 0 ? (
        <Section title={t("board.kgb")}>
          <ul className="plain-list">
            {view.kgbLooks.map((l, i) => (
              <li key={i}>{t("board.kgbLook", { round: l.round, name: seatName(names, l.target), cards: l.cards.map(cardName).join(", ") || t("board.noCards") })}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.vote ? (
        <Section title={t("board.tieVote")}>
          <p>{t("board.tied", { list: view.vote.tied.map((s) => seatName(names, s)).join(", "), voted: view.vote.voted.filter(Boolean).length, total: view.vote.voted.length })}</p>
        </Section>
      ) : null}
      <p className="muted small">{t("board.discards", { production: view.decks.productionDiscard, event: view.decks.eventDiscard, action: view.decks.actionDiscard.length })}</p>
    </div>
  );
}

export function politikaPrompt(view: PolitikaView, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  const what = say(view.awaiting.find((a) => a.seat === mySeat)?.for ?? "decide");
  const outOfTurn = view.current !== mySeat;
  const c = view.challenge;
  if (c && c.step !== "recolour" && c.challenger !== mySeat) {
    const params = { challenger: seatName(names, c.challenger), defender: seatName(names, c.defender), where: targetIn(c.target), what };
    return { text: tt(c.defender === mySeat ? "prompt.challengeYou" : "prompt.challengeOther", params), outOfTurn };
  }
  const offer = view.offers.find((o) => o.receiver === mySeat);
  if (offer && moves.some((m) => (m.move as { kind?: string }).kind === "accept-offer")) {
    return { text: tt(outOfTurn ? "prompt.offer" : "prompt.offerMine", { offer: offerText(offer, names) }), outOfTurn };
  }
  if (outOfTurn) return { text: tt("prompt.outOfTurn", { name: seatName(names, view.current), what, count: moves.length }), outOfTurn };
  const hinted = !view.challenge && ["trade", "challenges", "buying"].includes(view.phase);
  return { text: tt("prompt.yourTurn", { phase: tt(`phases.${view.phase}`), what, hint: tt(`prompt.hints.${hinted ? view.phase : "other"}`) }), outOfTurn };
}

export function politikaCards(): CardEntry[] {
  const byName = new Map<string, { id: string; kind: string; copies: number }>();
  for (const id of ACTION_CARD_IDS) {
    const def = actionCard(id);
    const name = cardName({ kind: def.kind, region: def.region ?? null, name: actionCardName(id) });
    const e = byName.get(name);
    if (e) e.copies++;
    else byName.set(name, { id, kind: def.kind, copies: 1 });
  }
  return [
    ...[...byName].map(([name, e]) => ({ id: e.id, name, kind: tt("list.action", { kind: tt(`cards.${e.kind}.kind`) }), stats: [{ label: tt("list.cost"), value: money(20_000) }], text: tt(`cards.${e.kind}.text`), copies: e.copies })),
    ...Object.keys(EVENT_CARDS).map((id) => ({ id, name: eventName(id), kind: tt("list.event"), stats: [], text: eventText(id) })),
    ...Object.entries(PRODUCTION_CARDS).flatMap(([id, p]) => (p.kind === "produce" ? [{ id, name: tt("board.production", { id: id.slice(1) }), kind: tt("list.production"), stats: [], text: p.regions.map(regionName).join(", ") }] : [])),
    ...Object.keys(FACTIONS).map((id) => ({ id: `faction-${id}`, name: factionName(id), kind: tt("list.faction", { colour: tt(`factions.${id}.colour`) }), stats: [], text: tt(`factions.${id}.ability`) })),
  ];
}

/** A player's colour is their faction's (PR1): "Separatists (yellow)" is drawn yellow. */
export const FACTION_COLOURS: Readonly<Record<(typeof FACTIONS)[keyof typeof FACTIONS]["colour"], string>> = {
  white: "#f4f1e8", red: "#c0392b", black: "#2b2b2b", purple: "#7d3c98", green: "#2e8b57", brown: "#8b5a2b", blue: "#1f6fb2", yellow: "#e6b800",
};

export const politikaBoard: BoardDef<PolitikaView> = {
  Board: PolitikaBoard,
  scoreHelp: boardStrings.en.scoreHelp,
  translate: (text, lng) => (lng === "ru" ? russian(text) : text),
  roundOf: (view) => view.round,
  seatColours: (view) => view.seats.map((s) => (s.colour ? FACTION_COLOURS[s.colour as keyof typeof FACTION_COLOURS] : null)),
  prompt: politikaPrompt,
  cards: politikaCards,
  MoveForms: PolitikaMoveForms,
  steppedKinds: STEPPED_KINDS,
  autoPass: politikaAutoPass,
  pickLabel: (p) => {
    if (typeof p.value !== "string") return null;
    if (p.value in REGIONS) return regionName(p.value as RegionId);
    if (!/^A\d\d$/.test(p.value)) return null;
    const def = actionCard(p.value);
    return cardName({ kind: def.kind, region: def.region ?? null, name: actionCardName(p.value) });
  },
};
