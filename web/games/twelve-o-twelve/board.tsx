"use client";
/**
 * The 12-0-12 board, drawn from the viewer's TwelveView: the turn and what is being decided,
 * triggered abilities waiting, your hand and (in setup) your Leader choice, then every
 * player's table: Leader, reserve, Compromat, VP, community symbols and supporters with the
 * tokens on them; deck and face-up discard pile. Hand cards, supporters, Leaders and pending
 * abilities are pickable where a legal move mentions them.
 */
import {
  ANIMAL_BY_ID,
  ANIMALS,
  COMMUNITY_NAMES,
  FACTION_NAMES,
  LEADER_BY_ID,
  LEADERS,
  type AnimalDef,
} from "@backroom/engine/twelve-o-twelve/cards";
import type { CardView, SupporterView, TwelveView } from "@backroom/engine/twelve-o-twelve/view";
import type { LegalMove } from "../../lib/api";
import type { Pick } from "../../lib/moves";
import { seatColour, seatName } from "../../lib/seats";
import { TwelveMoveForms } from "./forms";
import { CardFace, Counter, DiscardPile, HandSection, Pickable, SeatBadge, SeatToken, Section, type BoardDef, type BoardProps, type CardEntry, type Prompt } from "../../components/board-kit";

function animalOfCard(c: CardView): AnimalDef {
  return ANIMAL_BY_ID[c.animal];
}

function communityText(a: AnimalDef): string | null {
  return a.community ? `${COMMUNITY_NAMES[a.community.name]} ${a.community.edge}` : null;
}

function animalStats(a: AnimalDef) {
  const stats: Array<{ label: string; value: string | number }> = [
    { label: "Appetite", value: a.appetite },
    { label: "VP", value: a.vp },
  ];
  const props = [a.predator ? "Predator" : "", a.supplier ? "Supplier" : ""].filter(Boolean).join(", ");
  if (props) stats.push({ label: "", value: props });
  const comm = communityText(a);
  if (comm) stats.push({ label: "◐", value: comm });
  return stats;
}

/** When an ability triggers, as the printed cards show it with an icon: glyph, word and tooltip. */
export const TRIGGER_MARKS: Readonly<Record<NonNullable<AnimalDef["trigger"]>, { glyph: string; word: string; help: string }>> = {
  "becomes-supporter": { glyph: "⤵", word: "joins", help: "When it becomes your supporter: attracted, poached or received by an ability." },
  "stops-being-supporter": { glyph: "⤴", word: "leaves", help: "When it stops being your supporter." },
  fed: { glyph: "●", word: "fed", help: "When a resource is placed on it." },
  "seek-contacts": { glyph: "☏", word: "Seek Contacts", help: "When you perform Seek Contacts." },
  condition: { glyph: "⚑", word: "condition", help: "Whenever the condition in its text occurs." },
};

function TriggerMark({ a }: { a: AnimalDef }) {
  if (!a.trigger) return null;
  const m = TRIGGER_MARKS[a.trigger];
  const help = `${m.help} ${a.mandatory ? "Mandatory." : "Optional: you may decline it."}`;
  return (
    <span className={`trigger-mark ${a.mandatory ? "mandatory" : ""}`} title={help} aria-label={`Triggers ${m.word}${a.mandatory ? ", mandatory" : ""}: ${help}`} role="img">
      <span aria-hidden="true">
        {m.glyph} {m.word}
        {a.mandatory ? " !" : ""}
      </span>
    </span>
  );
}

function AnimalCard({ card, supporter }: { card: CardView; supporter?: SupporterView }) {
  const a = animalOfCard(card);
  const faction = supporter?.faction ?? a.faction;
  return (
    <CardFace
      pick={{ value: card.id, label: a.name }}
      name={a.name}
      kind={faction}
      stats={animalStats(a)}
      text={a.ability}
      badge={<TriggerMark a={a} />}
      className={`animal faction-${faction}`}
      footer={
        supporter ? (
          <div className="tokens" role="group" aria-label={`on it: ${supporter.food} Food, ${supporter.influence} Influence`}>
            {supporter.food > 0 ? <span className="token token-food">Food {supporter.food}</span> : null}
            {supporter.influence > 0 ? <span className="token token-influence">✦ Infl. {supporter.influence}</span> : null}
          </div>
        ) : null
      }
    />
  );
}

function LeaderCard({ id, met, pick }: { id: keyof typeof LEADER_BY_ID; met?: boolean | null; pick?: Pick }) {
  const l = LEADER_BY_ID[id];
  return (
    <CardFace
      pick={pick}
      name={`${l.name} (Leader)`}
      kind={l.icons.join(" · ")}
      text={`Wins with 8 VP or: ${l.condition} ${l.ability}`}
      className="leader"
      footer={met === null || met === undefined ? null : <span className={`tag ${met ? "tag-won" : ""}`}>{met ? "✔ goal met" : "goal not met"}</span>}
    />
  );
}

export function TwelveBoard({ view, names, mySeat }: BoardProps<TwelveView>) {
  const active = view.turn.seat;
  // Once a Leader is kept, only that one stays under "Your setup".
  const kept = mySeat === null ? null : (view.players[mySeat]?.leader ?? null);
  return (
    <div className="board twelve-board">
      <div className="board-top counters">
        <Counter label="Turn" value={view.turn.number} />
        <span className="counter">
          {view.phase === "over" ? "Game over" : view.phase === "setup" ? "Setup" : <>
            <SeatBadge seat={active} names={names} you={active === mySeat} />
            &nbsp;{view.decision === "second-action" ? "may take a second action" : "to act"}
          </>}
        </span>
        <Counter label="Deck" value={view.deckSize} />
        <Counter label="Discard" value={view.discard.length} />
      </div>

      {view.pendingAbilities.length > 0 ? (
        <Section title="Abilities to resolve" className="pending">
          <ul className="pending-list">
            {view.pendingAbilities.map((a) => (
              <li key={a.id}>
                <Pickable pick={{ key: "ability", value: a.id, label: a.source ? ANIMAL_BY_ID[a.source.animal].name : a.ability }} className="pending-ability">
                  <SeatToken seat={a.seat} names={names} /> {seatName(names, a.seat)}: {a.source ? ANIMAL_BY_ID[a.source.animal].name : a.ability}
                  {a.ability === "supplier" ? " (Supplier)" : ""} — {a.mandatory ? "mandatory" : "optional"}
                  {a.source ? <span className="muted"> · {ANIMAL_BY_ID[a.source.animal].ability}</span> : null}
                </Pickable>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.yourSetup ? (
        <Section title="Your setup">
          {kept ? (
            <div className="cards">
              <p>You keep this Leader; the other goes back in the box.</p>
              <LeaderCard id={kept} />
            </div>
          ) : view.yourSetup.leaderOptions.length > 0 ? (
            <div className="cards">
              {view.yourSetup.leaderOptions.map((l) => (
                <LeaderCard key={l} id={l} pick={{ key: "leader", value: l, label: LEADER_BY_ID[l].name }} />
              ))}
            </div>
          ) : null}
          <p>
            {view.yourSetup.discardDue > 0
              ? view.yourSetup.discard === null
                ? `Discard ${view.yourSetup.discardDue} card${view.yourSetup.discardDue === 1 ? "" : "s"} from your hand.`
                : "Discards chosen; they are revealed when everyone has chosen."
              : "You discard nothing at setup."}
          </p>
        </Section>
      ) : null}

      {view.hand !== null ? (
        <HandSection count={view.hand.length}>
          {view.hand.map((c) => (
            <AnimalCard key={c.id} card={c} />
          ))}
        </HandSection>
      ) : null}

      {view.players.map((p) => (
        <section key={p.seat} className={`seat-area ${p.seat === mySeat ? "me" : ""}`} style={{ ["--seat" as string]: seatColour(p.seat) }} aria-label={`${seatName(names, p.seat)}'s table`}>
          <div className="seat-area-head">
            <Pickable pick={{ key: ["player", "raven"], value: p.seat, label: seatName(names, p.seat) }} className="seat-pick">
              <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
              {p.seat === active && view.phase === "play" ? <span className="tag tag-awaited"> ▶ turn</span> : null}
            </Pickable>
            <span className="counters">
              <Counter label="VP" value={p.vp} icon="★" />
              <Counter label="Hand" value={p.handSize} />
              <Counter label="Food" value={p.food} />
              <Counter label="Influence" value={p.influence} icon="✦" />
              {view.options.compromat ? <Counter label="Compromat" value={p.compromat} /> : null}
              <Counter label="Free ◐" value={p.symbols.free} />
              <Counter label="Rulers ◐" value={p.symbols.rulers} />
            </span>
          </div>
          <div className="cards">
            {p.leader ? <LeaderCard id={p.leader} met={p.leaderConditionMet} /> : view.options.leaders === "none" || view.options.variant === "training" ? null : <CardFace name="Leader" faceDown />}
            {p.supporters.map((s) => (
              <AnimalCard key={s.id} card={s} supporter={s} />
            ))}
            {p.supporters.length === 0 ? <p className="muted">No supporters yet.</p> : null}
          </div>
        </section>
      ))}

      <DiscardPile title="Discard pile, face up" cards={view.discard.map((c) => ({ key: c.id, name: animalOfCard(c).name }))} />
      {view.endReason ? <p className="end-reason">{view.endReason.replace(/@(\d)/g, (_, n: string) => seatName(names, Number(n)))}</p> : null}
    </div>
  );
}

export function twelvePrompt(view: TwelveView, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  if (view.decision === "setup") {
    return { text: "Setup: keep one of your Leaders and choose your discards. Everyone chooses at once; all is revealed together.", outOfTurn: false };
  }
  if (view.decision === "ability") {
    const mine = view.pendingAbilities.filter((a) => a.seat === mySeat);
    const what = mine.map((a) => (a.source ? ANIMAL_BY_ID[a.source.animal].name : a.ability)).join(", ");
    const outOfTurn = view.turn.seat !== mySeat;
    return {
      text: `${outOfTurn ? `During ${seatName(names, view.turn.seat)}'s turn, an` : "An"} ability of yours triggered${what ? ` (${what})` : ""}: use it or skip it.`,
      outOfTurn,
    };
  }
  if (view.decision === "second-action") return { text: "Free 3+: take a second action, or end your turn.", outOfTurn: false };
  return { text: `Your turn: choose an action (${moves.length} possible). Click a card to see what you can do with it.`, outOfTurn: false };
}

export function twelveCards(): CardEntry[] {
  return [
    ...ANIMALS.map((a) => ({
      id: a.id,
      name: a.name,
      kind: FACTION_NAMES[a.faction],
      stats: animalStats(a),
      text: a.ability,
      copies: a.copies,
    })),
    ...LEADERS.map((l) => ({ id: `leader-${l.id}`, name: l.name, kind: `Leader (${l.icons.join(", ")})`, stats: [], text: `Goal: ${l.condition} Ability: ${l.ability}` })),
  ];
}

export const twelveBoard: BoardDef<TwelveView> = {
  Board: TwelveBoard,
  prompt: twelvePrompt,
  cards: twelveCards,
  MoveForms: TwelveMoveForms,
  scoreHelp: "VP: each supporter's victory points, plus 2 with three or more Rulers symbols, minus 1 per Compromat. 8 VP, or your Leader's goal, wins.",
  // Turns pass seat by seat: a round is one turn of every player (setup is round 0).
  roundOf: (view) => (view.turn.number === 0 ? 0 : Math.floor((view.turn.number - 1) / view.players.length) + 1),
  pickLabel: (p) => (typeof p.value === "string" && p.value.includes("#") ? (ANIMAL_BY_ID[p.value.split("#")[0] as keyof typeof ANIMAL_BY_ID]?.name ?? null) : null),
};
