"use client";
/**
 * A game's how-to-play guide: goal, set-up, a turn, each action, then a worked example with
 * the game's own board drawn from a real position. The words come from the game's folder
 * (strings.ts), so they are translated there; the rulings and cards follow on the rules page.
 */
import { Trans } from "react-i18next";
import type { GuideDef } from "../games/types-guide";
import { useT } from "../i18n";

export function Guide({ guide }: { guide: GuideDef }) {
  const { t, lng } = useT();
  const s = (lng === "ru" ? guide.ru : undefined) ?? guide.strings;
  const english = s === guide.strings && lng !== "en";
  return (
    <div className="guide" lang={english ? "en" : lng}>
      <p className="muted">
        <small>
          <Trans t={t} i18nKey="guide.source" values={{ source: s.source }} components={{ 1: <cite /> }} />
        </small>
      </p>
      {english ? <p className="muted" lang={lng}>{t("guide.inEnglish")}</p> : null}
      <section aria-labelledby="guide-goal">
        <h2 id="guide-goal">{t("guide.goal")}</h2>
        {s.goal.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="guide-setup">
        <h2 id="guide-setup">{t("guide.setup")}</h2>
        <ul>
          {s.setup.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-turn">
        <h2 id="guide-turn">{t("guide.turn")}</h2>
        {s.turn.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="guide-actions">
        <h2 id="guide-actions">{t("guide.actions")}</h2>
        <dl className="guide-actions">
          {s.actions.map((a) => (
            <div key={a.name}>
              <dt>{a.name}</dt>
              <dd>{a.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="guide-example">
        <h2 id="guide-example">{t("guide.example", { title: s.exampleTitle })}</h2>
        {s.example.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <div className="board-frame guide-example">
          <guide.Example />
        </div>
      </section>
    </div>
  );
}
