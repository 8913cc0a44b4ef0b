"use client";
/**
 * Politika's free-form moves, under the move panel: the offer builder (any deal, not only the
 * engine's sample offers), a challenge built in steps (what with, whose token, any number of
 * dice), and the number of cards to buy. Each form appears only when the legal moves show that kind of move is possible now,
 * checks what it builds with the engine's moveSchema and the view (web/games/politika/moves.ts),
 * shows it in words, and sends it through the page's ordinary submit path (`onConfirm`: the
 * version check, 409 and 422 handling of GameScreen). See docs/web.md, "Free-form moves".
 */
import { useEffect, useId, useMemo, useState } from "react";
import { MONEY, type RegionId } from "@backroom/engine/politika/cards";
import { useTranslation } from "react-i18next";
import type { PolitikaView } from "@backroom/engine/politika/view";
import {
  buyLimit,
  buyProblems,
  challengeCandidates,
  challengeOptions,
  challengeSourceText,
  challengeSteps,
  challengeTargetText,
  EMPTY_OFFER,
  MAX_OFFER_CARDS,
  money,
  MONEY_STEP,
  offerChoices,
  offerMove,
  offerPreview,
  offerProblems,
  tokenRegions,
  type Challenge,
  type OfferChoices,
  type OfferDraft,
} from "./moves";
import { MoveSteps } from "../../components/MoveSteps";
import { CHALLENGE_WORDS } from "./form-words";
import { seatGlyph, seatName } from "../../lib/seats";
import type { MoveFormsProps } from "../../components/board-kit";
import { regionIn, say } from "./words";

/** A labelled number field with − and + buttons; typed values are kept (and checked), not clamped. */
function Stepper(props: { label: string; value: number; onChange: (n: number) => void; min?: number; max: number; step?: number; show?: (n: number) => string; disabled?: boolean }) {
  const { t } = useTranslation("politika");
  const id = useId();
  const { value, onChange, min = 0, max, step = 1, show, disabled } = props;
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  return (
    <div className="stepper">
      <label htmlFor={id}>{props.label}</label>
      <div className="stepper-row">
        <button type="button" aria-label={t("forms.less", { label: props.label })} disabled={disabled || value <= min} onClick={() => onChange(clamp(value - step))}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={Number.isNaN(value) ? "" : value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value === "" ? 0 : Number(e.target.value))}
        />
        <button type="button" aria-label={t("forms.more", { label: props.label })} disabled={disabled || value >= max} onClick={() => onChange(clamp(Math.floor(value / step) * step + step))}>
          +
        </button>
        <span className="stepper-note">{show ? show(value) : null} {t("forms.upTo", { max: show ? show(max) : max })}</span>
      </div>
    </div>
  );
}

/** What is wrong (a list read out when it changes), then the confirm button. */
function ConfirmBlock(props: { preview: string | null; problems: readonly string[]; busy: boolean; label: string; onConfirm: () => void }) {
  const { t } = useTranslation("politika");
  return (
    <div className="free-form-confirm">
      {props.preview ? (
        <p className="free-form-preview" aria-live="polite">
          <span className="muted">{t("forms.preview")}</span>
          {props.preview}
        </p>
      ) : null}
      <ul className="free-form-problems" aria-live="polite">
        {props.problems.map((p) => (
          <li key={p}>
            <span aria-hidden="true">✖ </span>
            {p}
          </li>
        ))}
      </ul>
      <button type="button" className="primary" disabled={props.problems.length > 0 || props.busy} onClick={props.onConfirm}>
        {props.busy ? t("forms.sending") : props.label}
      </button>
    </div>
  );
}

function SeatOption({ seat, names, name, checked, disabled, onSelect }: { seat: number; names: readonly string[]; name: string; checked: boolean; disabled?: boolean; onSelect: () => void }) {
  return (
    <label className={`radio-chip ${checked ? "checked" : ""}`}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span aria-hidden="true">{seatGlyph(seat)} </span>
      {seatName(names, seat)}
    </label>
  );
}

function OfferBuilder({ view, names, mySeat, choices, onConfirm, busy }: { view: PolitikaView; names: readonly string[]; mySeat: number; choices: OfferChoices; onConfirm: MoveFormsProps["onConfirm"]; busy: boolean }) {
  const { t } = useTranslation("politika");
  const [d, setD] = useState<OfferDraft>(EMPTY_OFFER);
  const set = (patch: Partial<OfferDraft>) => setD((x) => ({ ...x, ...patch }));
  const group = useId();
  const parties = d.alliance ? choices.allianceParties : choices.tradeParties;
  // A party that is no longer possible (the view moved on) is dropped, never sent.
  useEffect(() => {
    if (d.to !== null && !parties.includes(d.to)) set({ to: null, getToken: null });
  }, [parties, d.to]);
  const them = d.to === null ? null : view.seats[d.to];
  const theirTokens = d.to === null ? [] : tokenRegions(view, d.to);
  const problems = offerProblems(d, choices, view, names);
  const preview = offerPreview(d, view, mySeat, names);
  const move = offerMove(d);
  // The draft is cleared once the offer shows among the view's offers; a refused one (422, 409)
  // stays, so the player can adjust it rather than build it again.
  const mine = view.offers.filter((o) => o.maker === mySeat).length;
  const [sentWith, setSentWith] = useState<number | null>(null);
  useEffect(() => {
    if (sentWith !== null && mine > sentWith) {
      setD(EMPTY_OFFER);
      setSentWith(null);
    }
  }, [mine, sentWith]);
  const confirm = async () => {
    if (!move || problems.length > 0) return;
    setSentWith(mine);
    await onConfirm(move);
  };
  const tokenNote = choices.tokenTradeOpen ? null : <p className="muted small">{t("forms.tokenDone")}</p>;

  return (
    <section className="free-form offer-builder" aria-labelledby={`${group}-h`}>
      <h3 id={`${group}-h`}>{t("forms.offerHeading")}</h3>
      <p className="muted small">{mySeat === view.current ? t("forms.anyDeal") : t("forms.tradesWith", { name: seatName(names, view.current) })}</p>
      <fieldset>
        <legend>{t("forms.kind")}</legend>
        <label className={`radio-chip ${!d.alliance ? "checked" : ""}`}>
          <input type="radio" name={`${group}-kind`} checked={!d.alliance} disabled={choices.tradeParties.length === 0} onChange={() => set({ alliance: false })} />
          {t("forms.trade")}
        </label>
        <label className={`radio-chip ${d.alliance ? "checked" : ""}`}>
          <input type="radio" name={`${group}-kind`} checked={d.alliance} disabled={choices.allianceParties.length === 0} onChange={() => set({ alliance: true })} />
          {t("forms.alliance")}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t("forms.to")}</legend>
        {parties.map((s) => (
          <SeatOption key={s} seat={s} names={names} name={`${group}-to`} checked={d.to === s} onSelect={() => set({ to: s, getToken: null, getCards: 0, getMoney: 0 })} />
        ))}
      </fieldset>
      {d.alliance ? null : (
        <>
          <fieldset>
            <legend>{t("forms.youGive")}</legend>
            <Stepper label={t("forms.giveMoney")} value={d.giveMoney} onChange={(n) => set({ giveMoney: n })} max={Math.floor(choices.myMoney / MONEY_STEP) * MONEY_STEP} step={MONEY_STEP} show={money} />
            <div className="give-cards" role="group" aria-label={t("forms.giveCardsGroup")}>
              <span className="field-label">{t("forms.giveCards")}</span>
              {choices.myCards.length === 0 ? <span className="muted small">{t("forms.noCards")}</span> : null}
              {choices.myCards.map((c) => {
                const on = d.giveCards.includes(c.id);
                return (
                  <button key={c.id} type="button" className={`card-toggle ${on ? "chosen" : ""}`} aria-pressed={on} onClick={() => set({ giveCards: on ? d.giveCards.filter((x) => x !== c.id) : [...d.giveCards, c.id] })}>
                    {on ? <span aria-hidden="true">✔ </span> : null}
                    {c.name}
                  </button>
                );
              })}
            </div>
            <TokenSelect label={t("forms.giveToken")} regions={choices.myTokens} value={d.giveToken} disabled={!choices.tokenTradeOpen || d.getToken !== null} onChange={(r) => set({ giveToken: r })} />
          </fieldset>
          <fieldset>
            <legend>{them ? t("forms.youAskFrom", { name: seatName(names, d.to) }) : t("forms.youAsk")}</legend>
            <Stepper label={t("forms.getMoney")} value={d.getMoney} onChange={(n) => set({ getMoney: n })} max={them ? Math.floor(them.money / MONEY_STEP) * MONEY_STEP : 0} step={MONEY_STEP} show={money} disabled={!them} />
            <Stepper label={t("forms.getCards")} value={d.getCards} onChange={(n) => set({ getCards: n })} max={them ? Math.min(them.actionCards, MAX_OFFER_CARDS) : 0} disabled={!them} />
            <TokenSelect label={t("forms.getToken")} regions={theirTokens} value={d.getToken} disabled={!them || !choices.tokenTradeOpen || d.giveToken !== null} onChange={(r) => set({ getToken: r })} />
            {d.giveToken !== null || d.getToken !== null ? <p className="muted small">{t("forms.oneToken")}</p> : null}
            {tokenNote}
          </fieldset>
        </>
      )}
      <ConfirmBlock preview={preview} problems={problems} busy={busy} label={d.alliance ? t("forms.confirmAlliance") : t("forms.confirmOffer")} onConfirm={() => void confirm()} />
    </section>
  );
}

function TokenSelect(props: { label: string; regions: readonly RegionId[]; value: RegionId | null; disabled: boolean; onChange: (r: RegionId | null) => void }) {
  const { t } = useTranslation("politika");
  const id = useId();
  return (
    <div className="token-select">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value ?? ""} disabled={props.disabled || props.regions.length === 0} onChange={(e) => props.onChange(e.target.value === "" ? null : (e.target.value as RegionId))}>
        <option value="">{props.regions.length === 0 ? t("forms.noTokenToTrade") : t("forms.noToken")}</option>
        {props.regions.map((r) => (
          <option key={r} value={r}>
            {t("forms.tokenIn", { where: regionIn(r) })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A challenge in steps (PR10): what with (a representative, an extra challenge, a card), whose
 * token where, then the dice with a stepper — up to what money buys, beyond the engine's listed
 * samples. Every choice offered comes from the listed challenges (`challengeCandidates`).
 */
function ChallengeSteps({ view, names, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<PolitikaView>) {
  const { t, i18n } = useTranslation("politika");
  const w = CHALLENGE_WORDS[i18n.language === "ru" ? "ru" : "en"];
  const myMoney = view.seats[mySeat]?.money ?? 0;
  const moves = useMemo(() => challengeCandidates(legalMoves, myMoney), [legalMoves, myMoney]);
  const options = useMemo(() => challengeOptions(legalMoves, myMoney), [legalMoves, myMoney]);
  const source = (v: string | number) => challengeSourceText(view, mySeat, JSON.parse(String(v)) as Challenge["source"]);
  const target = (v: string | number) => {
    const x = JSON.parse(String(v)) as Pick<Challenge, "target" | "defender">;
    return challengeTargetText(names, x.target, x.defender);
  };
  const dice = (n: string | number) => t("forms.dice", { count: Number(n), amount: money(Number(n) * MONEY.challengeDie) });
  const byWords = (f: (v: string) => string) => (a: string, b: string) => f(a).localeCompare(f(b), i18n.language);
  const [bySource, byTarget, byDice] = challengeSteps(byWords(target));
  const steps = [
    { step: bySource!, legend: w.source, label: source },
    { step: byTarget!, legend: w.target, label: target },
    { step: byDice!, legend: w.dice, label: dice },
  ];
  if (moves.length === 0) return null;
  const labelOf = (m: Challenge) => say(options.find((o) => o.key === JSON.stringify({ ...m, dice: 0 }))?.label ?? "");
  return (
    <MoveSteps
      className="challenge-steps"
      title={w.title}
      help={w.help}
      moves={moves}
      steps={steps}
      summary={(walk) => (walk.built ? t("forms.buying", { label: labelOf(walk.built), count: walk.built.dice, amount: money(walk.built.dice * MONEY.challengeDie) }) : null)}
      describe={(m) => t("forms.buying", { label: labelOf(m), count: m.dice, amount: money(m.dice * MONEY.challengeDie) })}
      confirmLabel={(m) => t("forms.confirmDice", { count: m.dice })}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

function BuyCards({ view, mySeat, legalMoves, onConfirm, busy }: MoveFormsProps<PolitikaView>) {
  const { t } = useTranslation("politika");
  const limit = buyLimit(view, mySeat, legalMoves);
  const [count, setCount] = useState(0);
  const id = useId();
  if (limit === null) return null;
  const problems = buyProblems(count, limit, view, mySeat);
  const words = (n: number) => t("forms.cardsWords", { count: n, amount: money(n * MONEY.actionCard) });
  return (
    <section className="free-form buy-cards" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t("forms.buyHeading")}</h3>
      <Stepper label={t("forms.cardsToBuy")} value={count} onChange={setCount} max={limit} show={words} />
      <ConfirmBlock preview={t("forms.buyPreview", { words: words(count) })} problems={problems} busy={busy} label={t("forms.confirmBuy", { count })} onConfirm={() => void onConfirm({ kind: "buy-cards", count })} />
    </section>
  );
}

/** The board's `MoveForms`: whichever free-form moves the legal moves make possible now. */
export function PolitikaMoveForms(props: MoveFormsProps<PolitikaView>) {
  const { view, names, mySeat, legalMoves, onConfirm, busy } = props;
  const choices = useMemo(() => offerChoices(view, mySeat, legalMoves), [view, mySeat, legalMoves]);
  if (!choices && !legalMoves.some((m) => ["challenge", "buy-cards", "auto-pass"].includes((m.move as { kind?: string }).kind ?? ""))) return null;
  return (
    <div className="free-forms">
      {choices ? <OfferBuilder view={view} names={names} mySeat={mySeat} choices={choices} onConfirm={onConfirm} busy={busy} /> : null}
      <ChallengeSteps {...props} />
      <BuyCards {...props} />
    </div>
  );
}
