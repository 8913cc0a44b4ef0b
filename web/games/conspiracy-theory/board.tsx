"use client";
/**
 * The Conspiracy Theory board, drawn from the viewer's View: the battle in progress (every
 * card on the table by side, with what it adds now, knocked-out and cancelled marks, live
 * attack against defence), an open response window or die roll, the pending decision, your
 * hand, and each player's pyramid by rows (top row first, as it stands), artifacts,
 * certificates, clearance and base/effective attack and defence. Cards, pyramid rows and
 * seats are pickable where a legal move mentions them.
 */
import { cardOf, cards, type CardDef } from "@backroom/engine/conspiracy-theory/cards";
import type { BattleCardView, View } from "@backroom/engine/conspiracy-theory/view";
import type { ReactNode } from "react";
import type { LegalMove } from "../../lib/api";
import { seatColour, seatName } from "../../lib/seats";
import { CardFace, Counter, DiscardPile, HandSection, Pickable, SeatBadge, Section, type BoardDef, type BoardProps, type CardEntry, type Prompt } from "../../components/board-kit";

/** Short type marks shown on every Organization (with border styles; never colour alone). */
const TYPE_ICON: Record<string, string> = { intel: "INT", bank: "BNK", occult: "OCC", crime: "CRM", wild: "⚛" };
const SEAT_KEYS = ["target"] as const;

function defStats(d: CardDef): Array<{ label: string; value: string | number }> {
  const s: Array<{ label: string; value: string | number }> = [];
  if (d.clearance !== null) s.push({ label: "Clr", value: d.clearance });
  if (d.attack !== null) s.push({ label: "Atk", value: d.attack });
  if (d.defence !== null) s.push({ label: "Def", value: d.defence });
  if (d.bonus !== null) s.push({ label: "Bonus", value: `+${d.bonus}` });
  if (d.activationRoll !== null) s.push({ label: "Roll", value: d.activationRoll });
  return s;
}

function kindText(d: CardDef): string {
  const type = d.type ?? "";
  return [d.kind === "wild" ? "Hadron" : d.kind, type, d.kind === "action" ? d.timing : ""].filter(Boolean).join(" · ");
}

function effectText(d: CardDef): string {
  return d.effect === "none" ? "" : d.effect;
}

export function CtCard({ card, footer, className }: { card: string; footer?: ReactNode; className?: string }) {
  const d = cardOf(card);
  return <CardFace pick={{ value: card, label: d.nameEn }} name={d.nameEn} kind={kindText(d)} stats={defStats(d)} text={effectText(d)} footer={footer} className={`ct-card ct-${d.kind} ${className ?? ""}`} />;
}

/**
 * An Organization in a pyramid: compact (name and type), pickable for outcomes, moves and repair
 * steps. `movedFrom` marks a card already moved in the repair in progress (each moves once).
 */
function OrgChip({ card, movedFrom }: { card: string; movedFrom?: number }) {
  const d = cardOf(card);
  return (
    <Pickable pick={{ value: card, label: d.nameEn }} className={`org org-${d.type ?? "none"}${movedFrom === undefined ? "" : " org-moved"}`} title={`${d.nameEn} (${d.nameRu}) — ${d.type ?? d.kind}`}>
      <span className="org-type" aria-hidden="true">{TYPE_ICON[d.type ?? ""] ?? "▪"} </span>
      {d.nameEn}
      <span className="visually-hidden"> ({d.type ?? d.kind})</span>
      {movedFrom === undefined ? null : <span className="org-moved-from"> (was row {movedFrom + 1})</span>}
    </Pickable>
  );
}

function Pyramid({ rows, owner, names, moved = [] }: { rows: readonly (readonly string[])[]; owner: number; names: readonly string[]; moved?: readonly { card: string; from: number }[] }) {
  const capacity = [4, 3, 2, 1];
  return (
    <div className="pyramid" aria-label={`${seatName(names, owner)}'s pyramid, top row first`}>
      {[3, 2, 1, 0].map((r) => (
        <div key={r} className="pyramid-row">
          <Pickable pick={{ key: "row", value: r, label: `row ${r + 1}` }} className="row-label">
            Row {r + 1} ({rows[r]?.length ?? 0}/{capacity[r]})
          </Pickable>
          <span className="row-cards">
            {(rows[r] ?? []).map((c) => (
              <OrgChip key={c} card={c} movedFrom={moved.find((m) => m.card === c)?.from} />
            ))}
            {Array.from({ length: Math.max(0, capacity[r]! - (rows[r]?.length ?? 0)) }, (_, i) => (
              <span key={`e${i}`} className="org org-empty" aria-hidden="true" />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

function BattleCard({ e, names }: { e: BattleCardView; names: readonly string[] }) {
  const status = e.cancelled ? "✖ cancelled" : e.knockedOut ? "⊘ knocked out" : e.counting ? `adds ${e.value}` : "not counting";
  return (
    <CtCard
      card={e.card}
      className={e.cancelled || e.knockedOut ? "card-out" : ""}
      footer={
        <div className="battle-card-foot">
          <span>
            by {seatName(names, e.by)}
            {e.hadron ? " · ⚛ Hadron power" : ""}
            {e.target ? ` · on ${cardOf(e.target).nameEn}` : ""}
          </span>
          <b className="battle-status">{status}</b>
        </div>
      }
    />
  );
}

function Battle({ view, names }: { view: View; names: readonly string[] }) {
  const b = view.battle!;
  const ahead = b.attack > b.defence;
  return (
    <Section title="Battle" className="battle">
      <p>
        <SeatBadge seat={b.attacker} names={names} /> attacks <SeatBadge seat={b.defender} names={names} />{" "}
        {b.opening === "executor" ? "with an Executor" : b.opening === "action" ? "with an Action card" : `in answer to a roll (${b.answer ?? "ability"})`}
        {b.captureType ? ` (may capture a ${b.captureType} Organization)` : ""}.
      </p>
      <div className="battle-score" aria-label={`Attack ${b.attack} against defence ${b.defence}`}>
        <span className="battle-num">⚔ {b.attack}</span>
        <span className="battle-vs">{ahead ? "> attack succeeds now" : "≤ defence holds now"}</span>
        <span className="battle-num">◈ {b.defence}</span>
      </div>
      <div className="battle-sides">
        {(["attacker", "defender"] as const).map((side) => (
          <div key={side} className={`battle-side side-${side}`}>
            <h4>{side === "attacker" ? `Attacker's side (${seatName(names, b.attacker)})` : `Defender's side (${seatName(names, b.defender)})`}</h4>
            <div className="cards">
              {b.table.filter((e) => e.side === side).map((e, i) => (
                <BattleCard key={`${e.card}-${i}`} e={e} names={names} />
              ))}
              {b.table.every((e) => e.side !== side) ? <p className="muted">No cards yet.</p> : null}
            </div>
          </div>
        ))}
      </div>
      <p className="muted">
        {b.outcome ? (b.outcome.succeeded ? "The attack succeeded." : "The attack failed.") : `Priority: ${seatName(names, b.priority)} (${b.passes} pass${b.passes === 1 ? "" : "es"} in a row).`}
      </p>
    </Section>
  );
}

export function ConspiracyBoard({ view, names, mySeat }: BoardProps<View>) {
  return (
    <div className="board ct-board">
      <div className="board-top counters">
        <Counter label="Round" value={view.round} />
        <span className="counter">
          {view.finished ? (
            // The last turn's stage is history once the game is over.
            "Game over"
          ) : (
            <>
              <SeatBadge seat={view.turn.seat} names={names} you={view.turn.seat === mySeat} />
              &nbsp;· {view.turn.stage}
              {view.turn.placed ? " · placed" : ""}
              {view.turn.moved ? " · moved" : ""}
            </>
          )}
        </span>
        <Counter label="Deck" value={view.deckSize} />
        <Counter label="Discard" value={view.discard.length} />
      </div>

      {view.battle ? <Battle view={view} names={names} /> : null}

      {view.window ? (
        <Section title="Response window" className="window">
          <p>
            {seatName(names, view.window.actor)} plays {cardOf(view.window.card).nameEn}
            {view.window.target !== null ? ` against ${seatName(names, view.window.target)}` : ""} ({view.window.kind}). Priority: {seatName(names, view.window.priority)}.
          </p>
          {view.window.responses.length > 0 ? (
            <ul className="plain-list">
              {view.window.responses.map((r, i) => (
                <li key={i}>
                  {seatName(names, r.by)}: {cardOf(r.card).nameEn} on {cardOf(r.target).nameEn}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      {view.roll ?? view.battle?.roll ? (
        <Section title="Die roll">
          {(() => {
            const r = (view.roll ?? view.battle?.roll)!;
            return (
              <p>
                {seatName(names, r.roller)} rolled <b>{r.result}</b> for {r.card ? cardOf(r.card).nameEn : r.purpose} (needs {r.need}+): {r.result >= r.need ? "success" : "failure"}
                {r.open ? ` — answers open, priority ${seatName(names, r.priority)}` : ""}.
              </p>
            );
          })()}
        </Section>
      ) : null}

      {view.pending ? (
        <Section title="Decision pending">
          <p>
            {seatName(names, view.pending.seat)}: {view.pending.kind}
            {view.pending.purpose ? ` (${view.pending.purpose.replace(/-/g, " ")})` : ""}
            {view.pending.card ? ` — ${cardOf(view.pending.card).nameEn}` : ""}
          </p>
        </Section>
      ) : null}

      {view.peek ? (
        <Section title="You are looking at">
          <div className="cards">
            {view.peek.map((c) => (
              <CtCard key={c} card={c} />
            ))}
          </div>
        </Section>
      ) : null}

      {view.hand !== null ? (
        <HandSection count={view.hand.length}>
          {view.hand.map((c) => (
            <CtCard key={c} card={c} />
          ))}
        </HandSection>
      ) : null}

      {view.players.map((p) => (
        <section key={p.seat} className={`seat-area ${p.seat === mySeat ? "me" : ""}`} style={{ ["--seat" as string]: seatColour(p.seat) }} aria-label={`${seatName(names, p.seat)}'s conspiracy`}>
          <div className="seat-area-head">
            <Pickable pick={{ key: SEAT_KEYS, value: p.seat, label: seatName(names, p.seat) }} className="seat-pick">
              <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
            </Pickable>
            <span className="counters">
              <Counter label="Clearance" value={p.clearance} />
              <Counter label="Attack" value={`${p.attack} (base ${p.baseAttack})`} icon="⚔" />
              <Counter label="Defence" value={`${p.defence} (base ${p.baseDefence})`} />
              <Counter label="Hand" value={p.handSize} />
              <span className="counter">
                Shape {p.shape}
                {p.legalShape ? "" : " ⚠ needs repair"}
              </span>
              {p.completeSince !== null ? <span className="tag tag-awaited">▲ complete since turn {p.completeSince}</span> : null}
            </span>
          </div>
          <Pyramid rows={p.pyramid} owner={p.seat} names={names} moved={view.pending?.kind === "repair" && view.pending.seat === p.seat ? view.pending.repaired : []} />
          {p.artifacts.length > 0 || p.certificates.length > 0 ? (
            <div className="cards">
              {p.artifacts.map((a) => (
                <CtCard key={a.card} card={a.card} footer={<span className="tag">{a.dormant ? "dormant" : "active"}{a.protected ? " · protected" : ""}</span>} />
              ))}
              {p.certificates.map((c) => (
                <CtCard key={c.card} card={c.card} footer={<span className="tag">{c.dormant ? "dormant" : "active"}{c.host ? ` · on ${cardOf(c.host).nameEn}` : ""}</span>} />
              ))}
            </div>
          ) : null}
          {p.forbids.length > 0 ? (
            <p className="muted small">Forbidden: {p.forbids.map((f) => `${f.kind} (by ${seatName(names, f.by)}, ${cardOf(f.source).nameEn})`).join("; ")}</p>
          ) : null}
        </section>
      ))}

      <DiscardPile title="Discard pile" cards={view.discard.map((c) => ({ key: c, name: cardOf(c).nameEn }))} />
      {view.finished ? <p className="end-reason">{view.finished.reason.replace(/@(\d)/g, (_, n: string) => seatName(names, Number(n)))}</p> : null}
    </div>
  );
}

export function conspiracyPrompt(view: View, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  const outOfTurn = view.turn.seat !== mySeat;
  const b = view.battle;
  if (view.pending && view.pending.seat === mySeat) {
    const what: Record<string, string> = {
      repair:
        "Your pyramid is broken: repair it one step at a time. Click one of your Organizations, then a row, to move it there (each moves once; Undo takes the last step back); choose Done once the shape is legal.",
      outcome: "Your attack succeeded: choose the Organization to discard or capture.",
      "place-taken": "Put the Organization you took into a row, or keep it in hand.",
      pick: `Choose a card${view.pending.purpose ? ` (${view.pending.purpose.replace(/-/g, " ")})` : ""}.`,
      "think-tank": "Think Tank: take one card and put the others back in order.",
      skull: "Your roll failed: re-roll with the Crystal Skull, or let it stand.",
    };
    return { text: what[view.pending.kind] ?? "A decision is yours.", outOfTurn };
  }
  if (b && b.priority === mySeat) {
    const role = b.attacker === mySeat ? "you attack" : b.defender === mySeat ? "you are attacked" : "you may join either side";
    return { text: `Battle: ${seatName(names, b.attacker)} attacks ${seatName(names, b.defender)} (${b.attack} against ${b.defence}); ${role}. Play a card or pass.`, outOfTurn };
  }
  if (view.window && view.window.priority === mySeat) {
    return { text: `${seatName(names, view.window.actor)} plays ${cardOf(view.window.card).nameEn}: answer it or pass.`, outOfTurn };
  }
  if (view.roll && view.roll.priority === mySeat) return { text: `${seatName(names, view.roll.roller)} rolled ${view.roll.result}: answer the roll or pass.`, outOfTurn };
  if (outOfTurn) return { text: `During ${seatName(names, view.turn.seat)}'s turn, a decision is yours (${moves.length} choices).`, outOfTurn };
  return { text: "Your turn: place, move, play cards or attack, then end the turn. Click a card, then a row or a player.", outOfTurn };
}

export function conspiracyCards(): CardEntry[] {
  return cards.map((d) => ({ id: d.id, name: `${d.nameEn} (${d.nameRu})`, kind: kindText(d), stats: defStats(d), text: effectText(d), copies: d.copies }));
}

export const conspiracyBoard: BoardDef<View> = {
  Board: ConspiracyBoard,
  prompt: conspiracyPrompt,
  cards: conspiracyCards,
  scoreHelp: "Pyramid: the Organizations in your pyramid (its clearance). Complete the ten-card pyramid and keep it intact for one full round to win.",
  roundOf: (view) => view.round,
  pickLabel: (p) => (typeof p.value === "string" && p.value.includes("#") ? cardOf(p.value).nameEn : null),
};
