"use client";
/**
 * A game's rules page, in two tabs: "How to play" (the game folder's guide) and "Rulings and
 * cards" (our rulings, the engine versions' notes, the searchable card list from the engine's
 * data). A link to a ruling or version anchor opens the second tab.
 */
import { useEffect, useMemo, useState } from "react";
import { blurbFor } from "../lib/games";
import { useT } from "../i18n";
import { gameDataNote, gamePitch, gameTitle } from "../i18n/game-text";
import { engineVersionAnchor, engineVersionNotes, rulings } from "../lib/rulings";
import { CardFace, type CardEntry } from "./board-kit";
import { Guide } from "./Guide";
import { useGame, useGuide } from "../games/use-game";
import { useGameStrings } from "../games/use-strings";

/** A ruling's or note's text in the reader's language (Russian from docs/games/<game>.ru.md), falling back to English. */
function inLanguage(x: { readonly text: string; readonly textRu?: string }, lng: string): { lang: string; text: string } {
  return lng === "ru" && x.textRu !== undefined ? { lang: "ru", text: x.textRu } : { lang: "en", text: x.text };
}

/** One ruling's or note's text, marked with its language. */
function RulingText({ of, lng }: { of: { readonly text: string; readonly textRu?: string }; lng: string }) {
  const { lang, text } = inLanguage(of, lng);
  return <dd lang={lang}>{text}</dd>;
}

export function RulesView({ game }: { game: string }) {
  const { t, lng } = useT();
  const blurb = blurbFor(game);
  const mod = useGame(game);
  const guide = useGuide(game);
  const board = mod?.board;
  // Title, pitch and data note are in the game's words, loaded on demand.
  const ready = useGameStrings(blurb ? [game] : []);
  const [tab, setTab] = useState<"guide" | "rulings">("guide");
  useEffect(() => {
    if (window.location.hash.length > 1) setTab("rulings");
  }, []);
  // Recomputed on a language switch: card names and kinds are in the chosen language.
  const cards: readonly CardEntry[] = useMemo(() => board?.cards?.() ?? [], [board, lng]);
  const [q, setQ] = useState("");
  const needle = q.trim().toLowerCase();
  const shown = needle ? cards.filter((c) => [c.id, c.name, c.kind, c.text].some((t) => t.toLowerCase().includes(needle))) : cards;
  const gameRulings = rulings[game] ?? [];
  const notes = engineVersionNotes[game] ?? [];
  // The note "written in English" stays only while some ruling or note lacks the reader's language.
  const untranslated = lng !== "en" && [...gameRulings, ...notes].some((x) => inLanguage(x, lng).lang === "en");
  if (!blurb) return <p>{t("rules.noGame", { game })}</p>;
  if (!ready) return <p className="loading">{t("app.loading")}</p>;
  return (
    <article className="rules">
      <h1 lang={lng}>{gameTitle(game, blurb.title, lng)}</h1>
      <p>{gamePitch(game, blurb.pitch, lng)}</p>
      <p className="data-note">
        <small>{gameDataNote(game, blurb.dataNote, lng)}</small>
      </p>
      <div role="tablist" aria-label={t("rules.tabs")} className="tabs">
        <button type="button" role="tab" id="tab-guide" aria-controls="panel-guide" aria-selected={tab === "guide"} onClick={() => setTab("guide")}>
          {t("rules.howToPlay")}
        </button>
        <button type="button" role="tab" id="tab-rulings" aria-controls="panel-rulings" aria-selected={tab === "rulings"} onClick={() => setTab("rulings")}>
          {t("rules.rulingsTab")}
        </button>
      </div>
      <div role="tabpanel" id="panel-guide" aria-labelledby="tab-guide" hidden={tab !== "guide"}>
        {guide ? <Guide guide={guide} /> : <p className="muted">{guide === null ? t("rules.loadingGuide") : t("rules.noGuide")}</p>}
      </div>
      <div role="tabpanel" id="panel-rulings" aria-labelledby="tab-rulings" hidden={tab !== "rulings"}>
      <section aria-labelledby="rulings-heading">
        <h2 id="rulings-heading">{t("rules.rulings")}</h2>
        <p className="muted">{t("rules.rulingsNote")}</p>
        {untranslated ? <p className="muted">{t("rules.inEnglish")}</p> : null}
        <dl className="rulings">
          {gameRulings.map((r) => (
            <div key={r.id} id={r.id}>
              <dt>{r.id}</dt>
              <RulingText of={r} lng={lng} />
            </div>
          ))}
        </dl>
      </section>
      {notes.length > 0 && (
        <section aria-labelledby="versions-heading">
          <h2 id="versions-heading">{t("rules.versions")}</h2>
          <p className="muted">{t("rules.versionsNote")}</p>
          <dl className="rulings versions">
            {notes.map((v) => (
              <div key={v.version} id={engineVersionAnchor(v.version)}>
                <dt>{t("rules.version", { n: v.version })}</dt>
                <RulingText of={v} lng={lng} />
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading">{t("rules.cards")}</h2>
        {cards.length === 0 ? (
          <p className="muted">{t("rules.noCards")}</p>
        ) : (
          <>
            <input type="search" className="card-search" placeholder={t("rules.search")} aria-label={t("rules.searchLabel")} value={q} onChange={(e) => setQ(e.target.value)} />
            <p className="muted" aria-live="polite">
              {t("rules.shown", { shown: shown.length, count: cards.length })}
            </p>
            <ul className="card-table">
              {shown.map((c) => (
                <li key={c.id}>
                  <CardFace name={c.name} kind={`${c.kind}${c.copies && c.copies > 1 ? ` ×${c.copies}` : ""}`} stats={c.stats} text={c.text} className="card-row" />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      </div>
    </article>
  );
}
