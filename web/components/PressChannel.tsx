"use client";
/**
 * One conversation, open: its messages (muted players' left out), where each other member
 * stopped reading ("Seen by …" under that message; those who read none of it at the end), and
 * the line to write in when the player may write.
 */
import { useId } from "react";
import type { ChannelInfo, PressMessage } from "../lib/api";
import { seenMarks } from "../lib/press";
import { seatGlyph, seatName, seatVars, useSeatColour } from "../lib/seats";
import { formatDateTime, useT } from "../i18n";
import { useLineSender } from "../lib/use-line-sender";

export interface PressChannelProps {
  readonly channel: ChannelInfo;
  readonly title: string;
  readonly messages: readonly PressMessage[];
  readonly names: readonly string[];
  readonly mySeat: number | null;
  readonly muted: readonly number[];
  readonly canWrite: boolean;
  readonly onSend: (text: string) => Promise<void>;
  readonly onBack: () => void;
}

export function PressChannel({ channel, title, messages, names, mySeat, muted, canWrite, onSend, onBack }: PressChannelProps) {
  const { t, lng } = useT();
  const seatColour = useSeatColour();
  const headingId = useId();
  // A mute applies at once to what is already on the page, not only to what the server sends next.
  const shown = messages.filter((m) => m.seat === mySeat || !muted.includes(m.seat));
  const marks = seenMarks(channel, shown, mySeat);
  const nameList = (seats: readonly number[]) => seats.map((s) => seatName(names, s)).join(", ");
  return (
    <div className="press-open">
      <div className="press-open-top">
        <button type="button" onClick={onBack}>
          <span aria-hidden="true">←</span> {t("press.back")}
        </button>
        <h3 id={headingId}>{title}</h3>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t("press.none")}</p>
      ) : (
        <ol className="press-messages" aria-label={t("press.messages", { title })}>
          {shown.map((m) => {
            const seen = marks.after.get(m.seq);
            return (
              <li key={m.seq} className={`press-message ${m.seat === mySeat ? "mine" : ""}`}>
                <p className="press-message-head">
                  <b style={seatVars(seatColour(m.seat))} className="press-author">
                    <span className="press-glyph" aria-hidden="true">{seatGlyph(m.seat)}</span> {m.seat === mySeat ? t("press.you") : m.name || seatName(names, m.seat)}
                  </b>{" "}
                  <time className="muted" dateTime={m.at}>
                    {formatDateTime(m.at, lng)}
                  </time>
                </p>
                <p className="press-text">{m.text}</p>
                {seen ? <p className="press-seen muted">{t("press.seenBy", { names: nameList(seen) })}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
      {marks.none.length > 0 ? <p className="press-seen muted">{t("press.notSeen", { names: nameList(marks.none) })}</p> : null}
      {canWrite ? <Composer title={title} onSend={onSend} /> : <p className="muted">{t("press.readOnly")}</p>}
    </div>
  );
}

function Composer({ title, onSend }: { title: string; onSend: (text: string) => Promise<void> }) {
  const { t } = useT();
  const { text, setText, sending, error, send } = useLineSender(onSend, () => t("press.failed"));

  return (
    <form className="press-composer" onSubmit={(e) => void send(e)}>
      <textarea aria-label={t("press.say", { title })} placeholder={t("press.say", { title })} maxLength={1000} rows={2} value={text}
        // A line that wraps on a phone, but one line: the server refuses line breaks (the same rules as chat), so Enter sends.
        onChange={(e) => setText(e.target.value.replace(/[\r\n]+/g, " "))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }} />
      <button type="submit" className="primary" disabled={sending || !text.trim()}>
        {t("press.send")}
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
