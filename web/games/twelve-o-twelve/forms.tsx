"use client";
/**
 * 12-0-12's free-form move, under the move panel: Get Food with any discard (TR5). The engine
 * lists every Get Food outcome but cuts the list for big hands (`GET_FOOD_LIMIT`), and hundreds
 * of buttons are clumsy anyway; here the player clicks the cards to discard, names a
 * Chameleon's faction, picks what each pair or single gives, reads the preview and confirms.
 * The move is built and checked in web/games/twelve-o-twelve/moves.ts; the listed move with the
 * same outcome is sent when there is one (its label is the engine's), else the built one, through
 * the page's ordinary submit path (`onConfirm`). See docs/web.md, "Free-form moves (12-0-12)".
 */
import { useEffect, useId, useState } from "react";
import { animalOf, FACTIONS, type Faction } from "@backroom/engine/twelve-o-twelve/cards";
import type { TwelveView } from "@backroom/engine/twelve-o-twelve/view";
import {
  cardName,
  chameleonFactions,
  draftGroups,
  EMPTY_GET_FOOD,
  factionName,
  getFoodMove,
  getFoodPreview,
  getFoodProblems,
  isChameleon,
  listedGetFood,
  PLAIN,
  yieldOptions,
  type GetFoodDraft,
} from "./moves";
import type { MoveFormsProps } from "../../components/board-kit";
import { useT } from "../../i18n";
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
  const problems = getFoodProblems(move, hand, sym, lng);
  const listed = problems.length === 0 ? listedGetFood(move, legalMoves) : null;
  const preview = move.groups.length > 0 ? getFoodPreview(move, { sparrow: me?.leader === "sparrow", lng }) : null;
  const chameleons = d.selected.filter(isChameleon);

  return (
    <section className="free-form get-food-form" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{w.title}</h3>
      <p className="muted small">
        {w.help}
        {sym.free >= 1 ? w.helpFree : ""}
        {sym.rulers >= 1 ? w.helpRulers : ""}.
      </p>
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
          <legend>{w.eachGives}</legend>
          {groups.map((g) => {
            const options = yieldOptions(g.cards.length, sym, lng);
            const chosen = d.yields[g.slot] ?? PLAIN;
            const title = `${g.cards.map(name).join(" + ")} (${g.cards.length === 2 ? w.pair(factionName(g.faction, lng)) : w.single})`;
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
        {preview ? (
          <p className="free-form-preview" aria-live="polite">
            <span className="muted">{w.preview}</span>
            {preview}
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
        <button type="button" className="primary" disabled={problems.length > 0 || busy} onClick={() => void onConfirm(listed ? listed.move : move)}>
          {busy ? w.sending : w.confirm}
        </button>
      </div>
    </section>
  );
}

/** The board's forms: Get Food, whenever some Get Food move is listed for the viewer. */
export function TwelveMoveForms(props: MoveFormsProps<TwelveView>) {
  if (!props.view.hand || !props.legalMoves.some((m) => (m.move as { kind?: string }).kind === "get-food")) return null;
  return (
    <div className="free-forms">
      <GetFoodForm {...props} />
    </div>
  );
}
