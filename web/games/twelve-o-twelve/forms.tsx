"use client";
/**
 * 12-0-12's moves built in steps, under the move panel (docs/web.md, "Moves built in steps"):
 * the setup discard (TR3: pick as many cards as due, from the listed moves) and Get Food with any
 * discard (TR5). The engine lists every Get Food outcome but cuts the list for big hands
 * (`GET_FOOD_LIMIT`), and hundreds of buttons are clumsy anyway; here the player taps the cards
 * to discard and sees, as they go, how they pair up and the Food in all; then names a
 * Chameleon's faction, picks what each pair or single gives (with Free or Rulers) and confirms.
 * The move is built and checked in web/games/twelve-o-twelve/moves.ts; the listed move with the
 * same outcome is sent when there is one (its label is the engine's), else the built one, through
 * the page's ordinary submit path (`onConfirm`). See docs/web.md, "Free-form moves (12-0-12)".
 */
import { useEffect, useId, useMemo, useState } from "react";
import { animalOf, FACTIONS, LEADER_BY_ID, type Faction } from "@backroom/engine/twelve-o-twelve/cards";
import { LEADER_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import { seatName } from "../../lib/seats";
import type { TwelveView } from "@backroom/engine/twelve-o-twelve/view";
import {
  cardName,
  chameleonFactions,
  draftGroups,
  EMPTY_GET_FOOD,
  factionName,
  getFoodMove,
  getFoodProblems,
  getFoodSummary,
  isChameleon,
  listedGetFood,
  PLAIN,
  abilitySteps,
  abilityUses,
  attracts,
  attractSteps,
  setupDiscards,
  setupDiscardSteps,
  yieldOptions,
  type AttractMove,
  type UseAbilityMove,
  type GetFoodDraft,
  type SetupDiscardMove,
} from "./moves";
import { useEngineText, type MoveFormsProps } from "../../components/board-kit";
import { moveKey } from "../../lib/moves";
import { MoveSteps } from "../../components/MoveSteps";
import { i18n, useT, type Language } from "../../i18n";
import { FORM_WORDS } from "./form-words";

const sameYield = (a: { draw: number; influence: boolean }, b: { draw: number; influence: boolean }) => a.draw === b.draw && a.influence === b.influence;

function GetFoodForm({ view, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<TwelveView>) {
  const id = useId();
  const { lng } = useT();
  const w = FORM_WORDS[lng];
  const name = (c: string) => cardName(c, lng);
  const hand = (view.hand ?? []).map((c) => c.id);
  const me = view.players[mySeat];
  const sym = me?.symbols ?? { free: 0, rulers: 0 };
  const [d, setD] = useState<GetFoodDraft>(EMPTY_GET_FOOD);
  // A new hand (the move went through, or cards came and went): start afresh.
  const handKey = hand.join(",");
  useEffect(() => setD(EMPTY_GET_FOOD), [handKey]);

  const toggle = (card: string) =>
    setD((x) => (x.selected.includes(card) ? { ...x, selected: x.selected.filter((c) => c !== card) } : { ...x, selected: [...x.selected, card] }));
  const named = chameleonFactions(d, hand);
  const groups = draftGroups(d, hand);
  const move = getFoodMove(d, hand);
  const touched = move.groups.length > 0;
  // Nothing is wrong before anything is chosen: the form says what to do instead.
  const problems = touched ? getFoodProblems(move, hand, sym, lng) : [];
  const listed = touched && problems.length === 0 ? listedGetFood(move, legalMoves) : null;
  const summary = touched ? getFoodSummary(move, { sparrow: me?.leader === "sparrow", lng, factions: named }) : null;
  const chameleons = d.selected.filter(isChameleon);
  const pass = legalMoves.find((m) => (m.move as GetFoodMoveLike).kind === "get-food" && (m.move as GetFoodMoveLike).groups?.length === 0) ?? null;

  return (
    <section className="free-form get-food-form" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{w.title}</h3>
      <p className="muted small">
        {w.help}
        {sym.free >= 1 ? w.helpFree : ""}
        {sym.rulers >= 1 ? w.helpRulers : ""}.
      </p>
      {!touched && hand.length > 0 ? <p className="small">{w.hint}</p> : null}
      <div className="give-cards" role="group" aria-label={w.cardsGroup}>
        {hand.length === 0 ? <span className="muted small">{w.emptyHand}</span> : null}
        {hand.map((c) => {
          const on = d.selected.includes(c);
          const faction = isChameleon(c) ? w.anyFaction : factionName(animalOf(c).faction, lng);
          return (
            <button key={c} type="button" className={`card-toggle ${on ? "chosen" : ""}`} aria-pressed={on} onClick={() => toggle(c)}>
              {on ? <span aria-hidden="true">✔ </span> : null}
              {name(c)} <span className="muted small">({faction})</span>
            </button>
          );
        })}
      </div>
      {chameleons.length > 0 ? (
        <fieldset>
          <legend>{w.chameleonLegend}</legend>
          {chameleons.map((c, i) => (
            <label key={c} className="token-select">
              {chameleons.length > 1 ? w.chameleonN(i + 1) : w.chameleonOne}{" "}
              <select value={named[c]} onChange={(e) => setD((x) => ({ ...x, chameleon: { ...x.chameleon, [c]: e.target.value as Faction } }))}>
                {FACTIONS.map((f) => (
                  <option key={f} value={f}>
                    {factionName(f, lng)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
      {groups.length > 0 ? (
        <fieldset>
          <legend>{w.howTheyCount}</legend>
          {groups.map((g) => {
            const options = yieldOptions(g.cards.length, sym, lng);
            const chosen = d.yields[g.slot] ?? PLAIN;
            const [a, b] = g.cards.map(name);
            const title = b === undefined ? w.alone(a!) : w.pairOf(a!, b, factionName(g.faction, lng));
            // Without Free or Rulers a pair or single gives one thing only: said, not asked.
            if (options.length === 1 && sameYield(chosen, PLAIN)) {
              return (
                <p key={g.slot} className="get-food-group">
                  {title}: <b>{options[0]!.label}</b>
                </p>
              );
            }
            return (
              <div key={g.slot} className="get-food-group" role="radiogroup" aria-label={title}>
                <span className="field-label">{title}</span>
                {options.map((o) => {
                  const checked = sameYield(o.yield, chosen);
                  return (
                    <label key={o.label} className={`radio-chip ${checked ? "checked" : ""}`}>
                      <input type="radio" name={`${id}-${g.slot}`} checked={checked} onChange={() => setD((x) => ({ ...x, yields: { ...x.yields, [g.slot]: o.yield } }))} />
                      {checked ? <span aria-hidden="true">✔ </span> : null}
                      {o.label}
                    </label>
                  );
                })}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <div className="free-form-confirm">
        {summary ? (
          <p className="free-form-preview" aria-live="polite">
            <b>{summary.total}</b>
          </p>
        ) : null}
        {problems.length === 0 && !listed ? <p className="muted small">{w.notListed}</p> : null}
        <ul className="free-form-problems" aria-live="polite">
          {problems.map((p) => (
            <li key={p}>
              <span aria-hidden="true">✖ </span>
              {p}
            </li>
          ))}
        </ul>
        <button type="button" className="primary" disabled={!touched || problems.length > 0 || busy} onClick={() => void onConfirm(listed ? listed.move : move)}>
          {busy ? w.sending : w.confirm}
        </button>
        {/* TR5: discarding nothing is the pass; last, and only while nothing is chosen. */}
        {pass && !touched ? (
          <button type="button" className="link-button" disabled={busy} onClick={() => void onConfirm(pass.move)}>
            {w.pass}
          </button>
        ) : null}
      </div>
    </section>
  );
}

type GetFoodMoveLike = { kind?: string; groups?: unknown[] };

/** TR3: the setup discard, built by picking the cards (the engine lists every choice). */
function SetupDiscardForm({ view, legalMoves, onConfirm, busy }: MoveFormsProps<TwelveView>) {
  const { lng } = useT();
  const w = FORM_WORDS[lng];
  const moves = useMemo(() => setupDiscards(legalMoves), [legalMoves]);
  const hand = view.hand ?? [];
  const due = view.yourSetup?.discardDue ?? moves[0]?.cards.length ?? 0;
  const names = (m: SetupDiscardMove) => m.cards.map((c) => cardName(c, lng)).join(", ");
  const steps = useMemo(
    () => [{ step: setupDiscardSteps[0]!, legend: w.setupCards, pool: hand.map((c) => ({ id: c.id, label: cardName(c.id, lng), note: isChameleon(c.id) ? w.anyFaction : factionName(animalOf(c.id).faction, lng) })) }],
    [hand, lng, w],
  );
  if (moves.length === 0) return null;
  return (
    <MoveSteps
      className="setup-discard-form"
      title={w.setupTitle(due)}
      help={w.setupHelp}
      moves={moves}
      steps={steps}
      describe={names}
      confirmLabel={(m) => w.setupConfirm(names(m))}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

/** TR6: Attract in steps — the card, a Chameleon's faction, a Predator's meal, then the payment. */
function AttractForm({ view, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<TwelveView>) {
  const { lng } = useT();
  const { say } = useEngineText();
  const w = FORM_WORDS[lng];
  const moves = useMemo(() => attracts(legalMoves), [legalMoves]);
  const mine = view.players[mySeat]?.supporters ?? [];
  // A supporter by name, with its tokens when another of the same species could be meant.
  const supporter = (card: string) => {
    const s = mine.find((x) => x.id === card);
    const twin = s && mine.some((x) => x.id !== card && x.animal === s.animal);
    const tokens = s && twin ? ` [${[s.food ? w.food(s.food) : "", s.influence ? w.influence(s.influence) : ""].filter(Boolean).join(", ") || "0"}]` : "";
    return `${cardName(card, lng)}${tokens}`;
  };
  const steps = attractSteps(moves).map((step) => {
    const [token, card] = step.id.split(":") as ["food" | "influence", string];
    const amount = (n: string | number) => (token === "influence" || step.id === "payInfluence" ? w.influence(Number(n)) : w.food(Number(n)));
    switch (step.id) {
      case "card": return { step, legend: w.attractCard, label: (c: string | number) => w.withAppetite(cardName(String(c), lng), animalOf(String(c)).appetite) };
      case "faction": return { step, legend: w.chameleonOne, label: (f: string | number) => factionName(f as Faction, lng), hideWhenOne: true };
      case "eat": return { step, legend: w.meal, label: (c: string | number) => (c === "" ? w.noMeal : supporter(String(c))), hideWhenOne: true };
      case "payFood": return { step, legend: w.fromReserve(w.foodWord), label: amount, hideWhenOne: true };
      case "payInfluence": return { step, legend: w.fromReserve(w.influenceWord), label: amount, hideWhenOne: true };
      default: return { step, legend: w.fromSupporter(token === "food" ? w.foodWord : w.influenceWord, supporter(card)), label: amount, hideWhenOne: true };
    }
  });
  if (moves.length === 0) return null;
  const label = (m: AttractMove) => say(legalMoves.find((x) => moveKey(x.move) === moveKey(m))?.label ?? "");
  return (
    <MoveSteps
      className="attract-form"
      title={w.attractTitle}
      help={w.attractHelp}
      moves={moves}
      steps={steps}
      summary={(walk) => (walk.built ? label(walk.built) : null)}
      describe={label}
      confirmLabel={(m) => w.attractConfirm(cardName(m.card, lng))}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

/** A pending ability by its card, else the Leader or rule it comes from (as the board names it). */
function abilityName(view: TwelveView, id: string, lng: Language): string {
  const a = view.pendingAbilities.find((x) => x.id === id);
  if (!a) return id;
  if (a.source) return cardName(a.source.id, lng);
  if (a.ability === "goat") return lng === "ru" ? LEADER_RU.goat.name : LEADER_BY_ID.goat.name;
  return i18n.t(`twelve-o-twelve:abilityNames.${a.ability}`, { lng, defaultValue: a.ability });
}

/** TR11: an ability used in steps, one per thing it asks for (whom, which supporter, what to feed…). */
function AbilityForm({ view, names, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<TwelveView>) {
  const { lng } = useT();
  const { say } = useEngineText();
  const w = FORM_WORDS[lng];
  const moves = useMemo(() => abilityUses(legalMoves), [legalMoves]);
  if (moves.length === 0) return null;
  // Any player's supporter, by name; another player's with theirs.
  const supporter = (card: string) => {
    const owner = view.players.find((p) => p.supporters.some((x) => x.id === card));
    return owner && owner.seat !== mySeat ? w.theirs(seatName(names, owner.seat), cardName(card, lng)) : cardName(card, lng);
  };
  const legends: Record<string, [string, (v: string | number) => string]> = {
    ability: [w.ability, (v) => abilityName(view, String(v), lng)],
    player: [w.player, (v) => seatName(names, Number(v))],
    supporter: [w.supporter, (v) => supporter(String(v))],
    token: [w.token, (v) => (v === "food" ? w.foodWord : w.influenceWord)],
    feed: [w.feed, (v) => supporter(String(v))],
    feedAlso: [w.feedAlso, (v) => supporter(String(v))],
    give: [w.give, (v) => supporter(String(v))],
    take: [w.take, (v) => supporter(String(v))],
    card: [w.abilityCard, (v) => cardName(String(v), lng)],
    faction: [w.faction, (v) => factionName(v as Faction, lng)],
    payFood: [w.fromReserve(w.foodWord), (v) => w.food(Number(v))],
    payInfluence: [w.fromReserve(w.influenceWord), (v) => w.influence(Number(v))],
  };
  const steps = abilitySteps.map((step) => ({ step, legend: legends[step.id]![0], label: legends[step.id]![1], hideWhenOne: step.id !== "ability" }));
  const label = (m: UseAbilityMove) => say(legalMoves.find((x) => moveKey(x.move) === moveKey(m))?.label ?? "");
  return (
    <MoveSteps
      className="ability-form"
      title={w.abilityTitle}
      help={w.abilityHelp}
      moves={moves}
      steps={steps}
      summary={(walk) => (walk.built ? label(walk.built) : null)}
      describe={label}
      confirmLabel={(m) => w.useConfirm(abilityName(view, m.ability, lng))}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

const listed = (props: MoveFormsProps<TwelveView>, kind: string) => props.legalMoves.some((m) => (m.move as { kind?: string }).kind === kind);

/** The board's forms: the setup discard, Get Food, Attract and abilities, whenever such a move is listed for the viewer. */
export function TwelveMoveForms(props: MoveFormsProps<TwelveView>) {
  const discard = listed(props, "setup-discard");
  const food = listed(props, "get-food");
  const attract = listed(props, "attract");
  const ability = listed(props, "use-ability");
  if (!discard && !food && !attract && !ability) return null;
  return (
    <div className="free-forms">
      {discard ? <SetupDiscardForm {...props} /> : null}
      {food ? <GetFoodForm {...props} /> : null}
      {attract ? <AttractForm {...props} /> : null}
      {ability ? <AbilityForm {...props} /> : null}
    </div>
  );
}
