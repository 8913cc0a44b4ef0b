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
  FACTION_NAMES,
  LEADER_BY_ID,
  LEADERS,
  type AnimalDef,
  type AnimalId,
  type Faction,
  type LeaderId,
} from "@backroom/engine/twelve-o-twelve/cards";
import { ANIMAL_RU, FACTION_RU, LEADER_ICON_RU, LEADER_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import { russian } from "@backroom/engine/twelve-o-twelve/russian";
import type { CardView, SupporterView, TwelveView } from "@backroom/engine/twelve-o-twelve/view";
import type { LegalMove } from "../../lib/api";
import type { Pick } from "../../lib/moves";
import { seatColour, seatName } from "../../lib/seats";
import { TwelveMoveForms } from "./forms";
import { STEPPED_KINDS } from "./moves";
import { useTranslation } from "react-i18next";
import { currentLanguage, i18n, type Language } from "../../i18n";
import { CardFace, Counter, DiscardPile, HandSection, Pickable, SeatBadge, SeatToken, Section, type BoardDef, type BoardProps, type CardEntry, type Prompt } from "../../components/board-kit";

const NS = "twelve-o-twelve";
/** The board's words in the chosen language (strings.ts, `board.*`). */
const tt = (key: string, params: Record<string, unknown> = {}): string => i18n.t(`${NS}:board.${key}`, params);

/** The engine's English sentences in `lng` (English passes through). */
export const translateTwelve = (text: string, lng: Language): string => (lng === "ru" ? russian(text) : text);

const ru = (): boolean => currentLanguage() === "ru";
/** Card data in the chosen language (the Russian from the engine's russian-cards.ts). */
export const animalName = (a: AnimalDef): string => (ru() ? ANIMAL_RU[a.id as AnimalId].name : a.name);
const animalText = (a: AnimalDef): string => (ru() ? ANIMAL_RU[a.id as AnimalId].ability : a.ability);
const leaderWords = (id: LeaderId): { name: string; condition: string; ability: string } => (ru() ? LEADER_RU[id] : LEADER_BY_ID[id]);
const leaderIcons = (id: LeaderId): string[] => LEADER_BY_ID[id].icons.map((i) => (ru() ? LEADER_ICON_RU[i] : i));
const factionName = (f: Faction): string => (ru() ? FACTION_RU[f] : FACTION_NAMES[f]);
/** What a pending ability is called: its card, else the Leader or rule it comes from. */
function abilityTitle(a: { ability: string; source: CardView | null }): string {
  if (a.source) return animalName(ANIMAL_BY_ID[a.source.animal]);
  if (a.ability === "goat") return leaderWords("goat").name;
  return tt(`abilityNames.${a.ability}`, { defaultValue: a.ability });
}

function animalOfCard(c: CardView): AnimalDef {
  return ANIMAL_BY_ID[c.animal];
}

function communityText(a: AnimalDef): string | null {
  return a.community ? `${tt(`communities.${a.community.name}`)} ${a.community.edge}` : null;
}

function animalStats(a: AnimalDef) {
  const stats: Array<{ label: string; value: string | number }> = [
    { label: tt("appetite"), value: a.appetite },
    { label: tt("vp"), value: a.vp },
  ];
  const props = [a.predator ? tt("predator") : "", a.supplier ? tt("supplier") : ""].filter(Boolean).join(", ");
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
  const glyph = TRIGGER_MARKS[a.trigger].glyph;
  const m = { glyph, word: tt(`triggers.${a.trigger}.word`), help: tt(`triggers.${a.trigger}.help`) };
  const help = `${m.help} ${a.mandatory ? tt("mandatoryHelp") : tt("optionalHelp")}`;
  return (
    <span className={`trigger-mark ${a.mandatory ? "mandatory" : ""}`} title={help} aria-label={tt("triggerLabel", { word: m.word, mandatory: a.mandatory ? tt("mandatorySuffix") : "", help })} role="img">
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
      pick={{ value: card.id, label: animalName(a) }}
      name={animalName(a)}
      kind={ru() ? factionName(faction) : faction}
      stats={animalStats(a)}
      text={animalText(a)}
      badge={<TriggerMark a={a} />}
      className={`animal faction-${faction}`}
      footer={
        supporter ? (
          <div className="tokens" role="group" aria-label={tt("tokensOn", { food: supporter.food, influence: supporter.influence })}>
            {supporter.food > 0 ? <span className="token token-food">{tt("tokenFood", { n: supporter.food })}</span> : null}
            {supporter.influence > 0 ? <span className="token token-influence">{tt("tokenInfluence", { n: supporter.influence })}</span> : null}
          </div>
        ) : null
      }
    />
  );
}

function LeaderCard({ id, met, pick }: { id: keyof typeof LEADER_BY_ID; met?: boolean | null; pick?: Pick }) {
  const l = leaderWords(id);
  return (
    <CardFace
      pick={pick}
      name={tt("leaderName", { name: l.name })}
      kind={leaderIcons(id).join(" · ")}
      text={tt("leaderText", { condition: l.condition, ability: l.ability })}
      className="leader"
      footer={met === null || met === undefined ? null : <span className={`tag ${met ? "tag-won" : ""}`}>{met ? tt("goalMet") : tt("goalNotMet")}</span>}
    />
  );
}

export function TwelveBoard({ view, names, mySeat }: BoardProps<TwelveView>) {
  useTranslation(NS); // re-render on a language switch
  const active = view.turn.seat;
  // Once a Leader is kept, only that one stays under "Your setup".
  const kept = mySeat === null ? null : (view.players[mySeat]?.leader ?? null);
  return (
    <div className="board twelve-board">
      <div className="board-top counters">
        <Counter label={tt("turn")} value={view.turn.number} />
        <span className="counter">
          {view.phase === "over" ? tt("gameOver") : view.phase === "setup" ? tt("setup") : <>
            <SeatBadge seat={active} names={names} you={active === mySeat} />
            &nbsp;{view.decision === "second-action" ? tt("maySecond") : tt("toAct")}
          </>}
        </span>
        <Counter label={tt("deck")} value={view.deckSize} />
        <Counter label={tt("discard")} value={view.discard.length} />
      </div>

      {view.pendingAbilities.length > 0 ? (
        <Section title={tt("abilities")} className="pending">
          <ul className="pending-list">
            {view.pendingAbilities.map((a) => (
              <li key={a.id}>
                <Pickable pick={{ key: "ability", value: a.id, label: abilityTitle(a) }} className="pending-ability">
                  <SeatToken seat={a.seat} names={names} /> {seatName(names, a.seat)}: {abilityTitle(a)}
                  {a.ability === "supplier" ? ` (${tt("supplier")})` : ""} — {a.mandatory ? tt("mandatory") : tt("optional")}
                  {a.source ? <span className="muted"> · {animalText(ANIMAL_BY_ID[a.source.animal])}</span> : null}
                </Pickable>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {view.yourSetup ? (
        <Section title={tt("yourSetup")}>
          {kept ? (
            <div className="cards">
              <p>{tt("keepLeader")}</p>
              <LeaderCard id={kept} />
            </div>
          ) : view.yourSetup.leaderOptions.length > 0 ? (
            <div className="cards">
              {view.yourSetup.leaderOptions.map((l) => (
                <LeaderCard key={l} id={l} pick={{ key: "leader", value: l, label: leaderWords(l).name }} />
              ))}
            </div>
          ) : null}
          <p>
            {view.yourSetup.discardDue > 0
              ? view.yourSetup.discard === null
                ? tt("discardDue", { count: view.yourSetup.discardDue })
                : tt("discardsChosen")
              : tt("discardNothing")}
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
        <section key={p.seat} className={`seat-area ${p.seat === mySeat ? "me" : ""}`} style={{ ["--seat" as string]: seatColour(p.seat) }} aria-label={tt("table", { name: seatName(names, p.seat) })}>
          <div className="seat-area-head">
            <Pickable pick={{ key: ["player", "raven"], value: p.seat, label: seatName(names, p.seat) }} className="seat-pick">
              <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
              {p.seat === active && view.phase === "play" ? <span className="tag tag-awaited"> ▶ {tt("turnTag")}</span> : null}
            </Pickable>
            <span className="counters">
              <Counter label={tt("vp")} value={p.vp} icon="★" />
              <Counter label={tt("hand")} value={p.handSize} />
              <Counter label={tt("food")} value={p.food} />
              <Counter label={tt("influence")} value={p.influence} icon="✦" />
              {view.options.compromat ? <Counter label={tt("compromat")} value={p.compromat} /> : null}
              <Counter label={tt("free")} value={p.symbols.free} />
              <Counter label={tt("rulers")} value={p.symbols.rulers} />
            </span>
          </div>
          <div className="cards">
            {p.leader ? <LeaderCard id={p.leader} met={p.leaderConditionMet} /> : view.options.leaders === "none" || view.options.variant === "training" ? null : <CardFace name={tt("leader")} faceDown />}
            {p.supporters.map((s) => (
              <AnimalCard key={s.id} card={s} supporter={s} />
            ))}
            {p.supporters.length === 0 ? <p className="muted">{tt("noSupporters")}</p> : null}
          </div>
        </section>
      ))}

      <DiscardPile title={tt("discardPile")} cards={view.discard.map((c) => ({ key: c.id, name: animalName(animalOfCard(c)) }))} />
      {view.endReason ? <p className="end-reason">{translateTwelve(view.endReason.replace(/@(\d)/g, (_, n: string) => seatName(names, Number(n))), currentLanguage())}</p> : null}
    </div>
  );
}

export function twelvePrompt(view: TwelveView, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  if (view.decision === "setup") {
    return { text: tt("prompt.setup"), outOfTurn: false };
  }
  if (view.decision === "ability") {
    const mine = view.pendingAbilities.filter((a) => a.seat === mySeat);
    const what = mine.map(abilityTitle).join(", ");
    const outOfTurn = view.turn.seat !== mySeat;
    return {
      text: outOfTurn ? tt("prompt.abilityOutOfTurn", { name: seatName(names, view.turn.seat), what: what ? ` (${what})` : "" }) : tt("prompt.ability", { what: what ? ` (${what})` : "" }),
      outOfTurn,
    };
  }
  if (view.decision === "second-action") return { text: tt("prompt.second"), outOfTurn: false };
  return { text: tt("prompt.yourTurn", { count: moves.length }), outOfTurn: false };
}

export function twelveCards(): CardEntry[] {
  return [
    ...ANIMALS.map((a) => ({
      id: a.id,
      name: animalName(a),
      kind: factionName(a.faction),
      stats: animalStats(a),
      text: animalText(a),
      copies: a.copies,
    })),
    ...LEADERS.map((l) => {
      const w = leaderWords(l.id);
      return { id: `leader-${l.id}`, name: w.name, kind: tt("leaderKind", { icons: leaderIcons(l.id).join(", ") }), stats: [], text: tt("leaderCard", { condition: w.condition, ability: w.ability }) };
    }),
  ];
}

export const twelveBoard: BoardDef<TwelveView> = {
  Board: TwelveBoard,
  prompt: twelvePrompt,
  cards: twelveCards,
  MoveForms: TwelveMoveForms,
  steppedKinds: STEPPED_KINDS,
  scoreHelp: "VP: each supporter's victory points, plus 2 with three or more Rulers symbols, minus 1 per Compromat. 8 VP, or your Leader's goal, wins.",
  // Turns pass seat by seat: a round is one turn of every player (setup is round 0).
  roundOf: (view) => (view.turn.number === 0 ? 0 : Math.floor((view.turn.number - 1) / view.players.length) + 1),
  pickLabel: (p) => {
    const a = typeof p.value === "string" && p.value.includes("#") ? ANIMAL_BY_ID[p.value.split("#")[0] as keyof typeof ANIMAL_BY_ID] : undefined;
    return a ? animalName(a) : null;
  },
  translate: translateTwelve,
};
