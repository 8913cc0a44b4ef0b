"use client";
/**
 * Local development only: the mail the local stack caught, newest first, with every link
 * clickable. One person can play every seat by opening each player's link in turn.
 */
import { useCallback, useEffect, useState } from "react";
import { api, ApiFailure, type DeadLetter, type MailMessage } from "../../../lib/api";

export default function DevMailPage() {
  const [messages, setMessages] = useState<MailMessage[] | null>(null);
  const [deadLetters, setDeadLetters] = useState<DeadLetter[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const load = useCallback(async () => {
    try {
      const r = await api.localMail();
      setMessages([...r.messages].sort((a, b) => b.receivedAt.localeCompare(a.receivedAt)));
      setDeadLetters(r.deadLetters ?? []);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiFailure ? `${e.message} (is the local stack running?)` : "Could not load mail.");
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const shown = (messages ?? []).filter((m) => !filter || m.to.toLowerCase().includes(filter.toLowerCase()));
  return (
    <div className="dev-mail">
      <h1>Caught mail</h1>
      <div className="toolbar">
        <button type="button" onClick={() => void load()}>
          Refresh
        </button>
        <input type="search" placeholder="Filter by recipient" aria-label="Filter by recipient" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <p className="error" role="alert">
        {error ?? ""}
      </p>
      {deadLetters.length > 0 ? (
        <section className="dead-letters" aria-label="Set aside">
          <h2>Set aside after retries ({deadLetters.length})</h2>
          <p>The notifier or a timer failed on these every time; the mail after them was still sent.</p>
          <ul>
            {deadLetters.map((d) => (
              <li key={`${d.at}-${d.summary}`}>
                <b>{d.summary}</b> <span className="muted">{new Date(d.at).toLocaleString()}, {d.attempts} attempts</span>
                <pre className="mail-text">{d.error}</pre>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {messages === null ? <p className="loading">Loading…</p> : null}
      {messages?.length === 0 ? <p>No mail yet.</p> : null}
      <ul className="mail-list">
        {shown.map((m) => (
          <li key={m.id} className="mail">
            <div className="mail-head">
              <b>{m.to}</b> <span className="muted">{new Date(m.receivedAt).toLocaleString()}</span>
            </div>
            <div className="mail-subject">{m.subject}</div>
            <details>
              <summary>Text</summary>
              <pre className="mail-text">{m.text}</pre>
            </details>
            <ul className="mail-links">
              {m.links.map((l) => (
                <li key={l}>
                  <a href={l}>{l.replace(/token=[^&]+/, "token=…")}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
