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
import { Trans, useTranslation } from "react-i18next";
import { currentLanguage, i18n, type Language } from "../../i18n";
import { russian } from "@backroom/engine/conspiracy-theory/russian";
import { effectRu } from "@backroom/engine/conspiracy-theory/russian-cards";

/** The engine's English sentences in `lng` (English passes through). */
export const translateConspiracy = (text: string, lng: Language): string => (lng === "ru" ? russian(text) : text);

const NS = "conspiracy-theory";
/** This game's words in the current language (outside React: prompts, card lists). */
const tt = (key: string, params: Record<string, unknown> = {}): string => i18n.t(`${NS}:${key}`, params);
/** A card's name as the chosen language prints it (the Russian originals in Russian). */
export function cardName(card: string, lng: Language = currentLanguage()): string {
  const d = cardOf(card);
  return lng === "ru" ? d.nameRu : d.nameEn;
}
const defName = (d: CardDef, lng: Language = currentLanguage()): string => (lng === "ru" ? d.nameRu : d.nameEn);
function useCt() {
  return useTranslation(NS).t;
}

/** Short type marks shown on every Organization (with border styles; never colour alone). */
const TYPE_ICON: Record<string, string> = { intel: "INT", bank: "BNK", occult: "OCC", crime: "CRM", wild: "⚛" };
const SEAT_KEYS = ["target"] as const;

function defStats(d: CardDef): Array<{ label: string; value: string | number }> {
  const s: Array<{ label: string; value: string | number }> = [];
  if (d.clearance !== null) s.push({ label: tt("stats.clr"), value: d.clearance });
  if (d.attack !== null) s.push({ label: tt("stats.atk"), value: d.attack });
  if (d.defence !== null) s.push({ label: tt("stats.def"), value: d.defence });
  if (d.bonus !== null) s.push({ label: tt("stats.bonus"), value: `+${d.bonus}` });
  if (d.activationRoll !== null) s.push({ label: tt("stats.roll"), value: d.activationRoll });
  return s;
}

function kindText(d: CardDef): string {
  if (currentLanguage() === "en") {
    const type = d.type ?? "";
    return [d.kind === "wild" ? "Hadron" : d.kind, type, d.kind === "action" ? d.timing : ""].filter(Boolean).join(" · ");
  }
  return [tt(`cardKinds.${d.kind}`), d.type && d.kind !== "wild" ? tt(`types.${d.type}`) : "", d.kind === "action" ? tt(`timings.${d.timing}`) : ""].filter(Boolean).join(" · ");
}

/** A card's effect in the chosen language (the Russian from the engine's russian-cards.ts). */
function effectText(d: CardDef, lng: Language = currentLanguage()): string {
  if (d.effect === "none") return "";
  return lng === "ru" ? (effectRu(d.id) ?? d.effect) : d.effect;
}

export function CtCard({ card, footer, className }: { card: string; footer?: ReactNode; className?: string }) {
  const d = cardOf(card);
  useCt();
  return <CardFace pick={{ value: card, label: defName(d) }} name={defName(d)} kind={kindText(d)} stats={defStats(d)} text={effectText(d)} footer={footer} className={`ct-card ct-${d.kind} ${className ?? ""}`} />;
}

/**
 * An Organization in a pyramid: compact (name and type), pickable for outcomes, moves and repair
 * steps. `movedFrom` marks a card already moved in the repair in progress (each moves once).
 */
function OrgChip({ card, movedFrom }: { card: string; movedFrom?: number }) {
  const d = cardOf(card);
  const t = useCt();
  const typeName = d.type ? t(`types.${d.type}`) : t(`cardKinds.${d.kind}`);
  return (
    <Pickable pick={{ value: card, label: defName(d) }} className={`org org-${d.type ?? "none"}${movedFrom === undefined ? "" : " org-moved"}`} title={`${defName(d)} (${currentLanguage() === "ru" ? d.nameEn : d.nameRu}) — ${typeName}`}>
      <span className="org-type" aria-hidden="true">{TYPE_ICON[d.type ?? ""] ?? "▪"} </span>
      {defName(d)}
      <span className="visually-hidden"> ({typeName})</span>
      {movedFrom === undefined ? null : <span className="org-moved-from">{t("board.wasRow", { n: movedFrom + 1 })}</span>}
    </Pickable>
  );
}

function Pyramid({ rows, owner, names, moved = [] }: { rows: readonly (readonly string[])[]; owner: number; names: readonly string[]; moved?: readonly { card: string; from: number }[] }) {
  const capacity = [4, 3, 2, 1];
  const t = useCt();
  return (
    <div className="pyramid" aria-label={t("board.pyramid", { name: seatName(names, owner) })}>
      {[3, 2, 1, 0].map((r) => (
        <div key={r} className="pyramid-row">
          <Pickable pick={{ key: "row", value: r, label: t("board.rowPick", { n: r + 1 }) }} className="row-label">
            {t("board.row", { n: r + 1, count: rows[r]?.length ?? 0, capacity: capacity[r] })}
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
  const t = useCt();
  const status = e.cancelled ? t("board.cancelled") : e.knockedOut ? t("board.knockedOut") : e.counting ? t("board.adds", { value: e.value }) : t("board.notCounting");
  return (
    <CtCard
      card={e.card}
      className={e.cancelled || e.knockedOut ? "card-out" : ""}
      footer={
        <div className="battle-card-foot">
          <span>
            {t("board.by", { name: seatName(names, e.by) })}
            {e.hadron ? t("board.hadron") : ""}
            {e.target ? t("board.on", { card: cardName(e.target) }) : ""}
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
  const t = useCt();
  return (
    <Section title={t("board.battle")} className="battle">
      <p>
        <SeatBadge seat={b.attacker} names={names} /> {t("board.attacks")} <SeatBadge seat={b.defender} names={names} />{" "}
        {b.opening === "executor" ? t("board.withExecutor") : b.opening === "action" ? t("board.withAction") : t("board.inAnswer", { answer: b.answer ?? "ability" })}
        {b.captureType ? t("board.mayCapture", { type: t(`types.${b.captureType}`) }) : ""}.
      </p>
      <div className="battle-score" aria-label={t("board.score", { attack: b.attack, defence: b.defence })}>
        <span className="battle-num">⚔ {b.attack}</span>
        <span className="battle-vs">{ahead ? t("board.succeedsNow") : t("board.holdsNow")}</span>
        <span className="battle-num">◈ {b.defence}</span>
      </div>
      <div className="battle-sides">
        {(["attacker", "defender"] as const).map((side) => (
          <div key={side} className={`battle-side side-${side}`}>
            <h4>{side === "attacker" ? t("board.attackerSide", { name: seatName(names, b.attacker) }) : t("board.defenderSide", { name: seatName(names, b.defender) })}</h4>
            <div className="cards">
              {b.table.filter((e) => e.side === side).map((e, i) => (
                <BattleCard key={`${e.card}-${i}`} e={e} names={names} />
              ))}
              {b.table.every((e) => e.side !== side) ? <p className="muted">{t("board.noCards")}</p> : null}
            </div>
          </div>
        ))}
      </div>
      <p className="muted">
        {b.outcome ? (b.outcome.succeeded ? t("board.succeeded") : t("board.failed")) : t("board.priority", { name: seatName(names, b.priority), count: b.passes })}
      </p>
    </Section>
  );
}

export function ConspiracyBoard({ view, names, mySeat }: BoardProps<View>) {
  const t = useCt();
  return (
    <div className="board ct-board">
      <div className="board-top counters">
        <Counter label={t("board.round")} value={view.round} />
        <span className="counter">
          {view.finished ? (
            // The last turn's stage is history once the game is over.
            t("board.gameOver")
          ) : (
            <>
              <SeatBadge seat={view.turn.seat} names={names} you={view.turn.seat === mySeat} />
              &nbsp;· {t(`board.stages.${view.turn.stage}`, { defaultValue: view.turn.stage })}
              {view.turn.placed ? t("board.placed") : ""}
              {view.turn.moved ? t("board.moved") : ""}
            </>
          )}
        </span>
        <Counter label={t("board.deck")} value={view.deckSize} />
        <Counter label={t("board.discard")} value={view.discard.length} />
      </div>

      {view.battle ? <Battle view={view} names={names} /> : null}

      {view.window ? (
        <Section title={t("board.window")} className="window">
          <p>
            {t("board.windowPlays", { name: seatName(names, view.window.actor), card: cardName(view.window.card) })}
            {view.window.target !== null ? t("board.against", { name: seatName(names, view.window.target) }) : ""} ({t(`kinds.${view.window.kind}`)}). {t("board.windowPriority", { name: seatName(names, view.window.priority) })}
          </p>
          {view.window.responses.length > 0 ? (
            <ul className="plain-list">
              {view.window.responses.map((r, i) => (
                <li key={i}>
                  {t("board.response", { name: seatName(names, r.by), card: cardName(r.card), target: cardName(r.target) })}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      {view.roll ?? view.battle?.roll ? (
        <Section title={t("board.roll")}>
          {(() => {
            const r = (view.roll ?? view.battle?.roll)!;
            return (
              <p>
                <Trans
                  t={t}
                  i18nKey="board.rolled"
                  values={{
                    name: seatName(names, r.roller), result: r.result, what: r.card ? cardName(r.card) : r.purpose, need: r.need,
                    outcome: t(r.result >= r.need ? "board.success" : "board.failure"),
                    open: r.open ? t("board.answersOpen", { name: seatName(names, r.priority) }) : "",
                  }}
                  components={{ 1: <b /> }}
                />
              </p>
            );
          })()}
        </Section>
      ) : null}

      {view.pending ? (
        <Section title={t("board.pending")}>
          <p>
            {seatName(names, view.pending.seat)}: {t(`kinds.${view.pending.kind}`)}
            {view.pending.purpose ? ` (${t(`purposes.${view.pending.purpose}`)})` : ""}
            {view.pending.card ? ` — ${cardName(view.pending.card)}` : ""}
          </p>
        </Section>
      ) : null}

      {view.peek ? (
        <Section title={t("board.lookingAt")}>
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
        <section key={p.seat} className={`seat-area ${p.seat === mySeat ? "me" : ""}`} style={{ ["--seat" as string]: seatColour(p.seat) }} aria-label={t("board.conspiracy", { name: seatName(names, p.seat) })}>
          <div className="seat-area-head">
            <Pickable pick={{ key: SEAT_KEYS, value: p.seat, label: seatName(names, p.seat) }} className="seat-pick">
              <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
            </Pickable>
            <span className="counters">
              <Counter label={t("board.clearance")} value={p.clearance} />
              <Counter label={t("board.attack")} value={t("board.base", { value: p.attack, base: p.baseAttack })} icon="⚔" />
              <Counter label={t("board.defence")} value={t("board.base", { value: p.defence, base: p.baseDefence })} />
              <Counter label={t("board.hand")} value={p.handSize} />
              <span className="counter">
                {t("board.shape", { shape: p.shape })}
                {p.legalShape ? "" : t("board.needsRepair")}
              </span>
              {p.completeSince !== null ? <span className="tag tag-awaited">{t("board.completeSince", { turn: p.completeSince })}</span> : null}
            </span>
          </div>
          <Pyramid rows={p.pyramid} owner={p.seat} names={names} moved={view.pending?.kind === "repair" && view.pending.seat === p.seat ? view.pending.repaired : []} />
          {p.artifacts.length > 0 || p.certificates.length > 0 ? (
            <div className="cards">
              {p.artifacts.map((a) => (
                <CtCard key={a.card} card={a.card} footer={<span className="tag">{a.dormant ? t("board.dormant") : t("board.active")}{a.protected ? t("board.protected") : ""}</span>} />
              ))}
              {p.certificates.map((c) => (
                <CtCard key={c.card} card={c.card} footer={<span className="tag">{c.dormant ? t("board.dormant") : t("board.active")}{c.host ? t("board.onCard", { card: cardName(c.host) }) : ""}</span>} />
              ))}
            </div>
          ) : null}
          {p.forbids.length > 0 ? (
            <p className="muted small">{t("board.forbidden", { list: p.forbids.map((f) => t("board.forbid", { kind: t(`forbids.${f.kind}`), name: seatName(names, f.by), card: cardName(f.source) })).join("; ") })}</p>
          ) : null}
        </section>
      ))}

      <DiscardPile title={t("board.discardPile")} cards={view.discard.map((c) => ({ key: c, name: cardName(c) }))} />
      {view.finished ? <p className="end-reason">{translateConspiracy(view.finished.reason.replace(/@(\d)/g, (_, n: string) => seatName(names, Number(n))), currentLanguage())}</p> : null}
    </div>
  );
}

export function conspiracyPrompt(view: View, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  const outOfTurn = view.turn.seat !== mySeat;
  const b = view.battle;
  if (view.pending && view.pending.seat === mySeat) {
    const what: Record<string, string> = {
      repair: tt("prompt.repair"),
      outcome: tt("prompt.outcome"),
      "place-taken": tt("prompt.placeTaken"),
      pick: tt("prompt.pick", { purpose: view.pending.purpose ? ` (${tt(`purposes.${view.pending.purpose}`)})` : "" }),
      "think-tank": tt("prompt.thinkTank"),
      skull: tt("prompt.skull"),
    };
    return { text: what[view.pending.kind] ?? tt("prompt.decision"), outOfTurn };
  }
  if (b && b.priority === mySeat) {
    const role = tt(b.attacker === mySeat ? "prompt.youAttack" : b.defender === mySeat ? "prompt.youAreAttacked" : "prompt.joinEither");
    return { text: tt("prompt.battle", { attacker: seatName(names, b.attacker), defender: seatName(names, b.defender), attack: b.attack, defence: b.defence, role }), outOfTurn };
  }
  if (view.window && view.window.priority === mySeat) {
    return { text: tt("prompt.window", { name: seatName(names, view.window.actor), card: cardName(view.window.card) }), outOfTurn };
  }
  if (view.roll && view.roll.priority === mySeat) return { text: tt("prompt.roll", { name: seatName(names, view.roll.roller), result: view.roll.result }), outOfTurn };
  if (outOfTurn) return { text: tt("prompt.outOfTurn", { name: seatName(names, view.turn.seat), count: moves.length }), outOfTurn };
  return { text: tt("prompt.yourTurn"), outOfTurn };
}

export function conspiracyCards(): CardEntry[] {
  // In Russian the rulebook's name comes first (the Russian original), in English the English one.
  const ru = currentLanguage() === "ru";
  return cards.map((d) => ({ id: d.id, name: ru ? `${d.nameRu} (${d.nameEn})` : `${d.nameEn} (${d.nameRu})`, kind: kindText(d), stats: defStats(d), text: effectText(d), copies: d.copies }));
}

/** CR19's modes, in the engine's order. */
const AUTO_PASS_MODES = ["manual", "when-unable", "bystander"] as const;

export const conspiracyBoard: BoardDef<View> = {
  Board: ConspiracyBoard,
  prompt: conspiracyPrompt,
  cards: conspiracyCards,
  scoreHelp: "Pyramid: the Organizations in your pyramid (its clearance). Complete the ten-card pyramid and keep it intact for one full round to win.",
  translate: translateConspiracy,
  roundOf: (view) => view.round,
  pickLabel: (p) => (typeof p.value === "string" && p.value.includes("#") ? cardName(p.value) : null),
  // CR19: every seat's setting, changed at any time; the create form's words name the modes.
  autoPass: (view, mySeat) => {
    const current = view.players[mySeat]?.autoPass;
    return current ? { current, modes: AUTO_PASS_MODES.map((mode) => ({ mode, label: tt(`options.autoPass.choices.${mode}`) })) } : null;
  },
};
