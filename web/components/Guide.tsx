"use client";
/**
 * A game's how-to-play guide: goal, set-up, a turn, each action, then a worked example with
 * the game's own board drawn from a real position. The words come from the game's folder
 * (strings.ts), so they are translated there; the rulings and cards follow on the rules page.
 */
import type { GuideDef } from "../games/types-guide";

export function Guide({ guide }: { guide: GuideDef }) {
  const s = guide.strings;
  return (
    <div className="guide">
      <p className="muted">
        <small>From the rulebook <cite>{s.source}</cite>, with our rulings for asynchronous play.</small>
      </p>
      <section aria-labelledby="guide-goal">
        <h2 id="guide-goal">Goal</h2>
        {s.goal.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="guide-setup">
        <h2 id="guide-setup">Set-up</h2>
        <ul>
          {s.setup.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-turn">
        <h2 id="guide-turn">A turn</h2>
        {s.turn.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      <section aria-labelledby="guide-actions">
        <h2 id="guide-actions">Actions</h2>
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
        <h2 id="guide-example">Example: {s.exampleTitle}</h2>
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
