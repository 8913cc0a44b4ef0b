"use client";
/**
 * Talk on the game page (docs/web.md, "Talk"): the list of the player's conversations, the
 * table first, each with its unread count; one conversation open at a time (PressChannel), in
 * place of the list, so it fits a phone; the players with their last message, the bot-held seats
 * and the mute switches (PressSeats); and the picker for a new conversation (PressPicker).
 * Private conversations are listed only when the game's press is full.
 */
import type { ChannelInfo } from "../lib/api";
import { listedChannels, others, totalUnread } from "../lib/press";
import type { PressActions, PressState } from "../lib/use-press";
import { seatName } from "../lib/seats";
import { formatDateTime, useT } from "../i18n";
import { errorText } from "../i18n/errors";
import { PressChannel } from "./PressChannel";
import { PressPicker } from "./PressPicker";
import { PressSeats } from "./PressSeats";

export interface PressPanelProps {
  readonly state: PressState;
  readonly actions: PressActions;
  readonly names: readonly string[];
  readonly mySeat: number | null;
}

/** A conversation's title: the table, the group's name, or the other members' names. */
export function useChannelTitle(names: readonly string[], mySeat: number | null): (c: ChannelInfo) => string {
  const { t } = useT();
  return (c) => (c.kind === "table" ? t("press.table") : (c.name ?? others(c, mySeat).map((s) => seatName(names, s)).join(", ")));
}

export function PressPanel({ state, actions, names, mySeat }: PressPanelProps) {
  const { t, lng } = useT();
  const title = useChannelTitle(names, mySeat);
  const press = state.press;
  if (!press || press.press.mode === "none") return null;
  const channels = listedChannels(press);
  const unread = totalUnread(press);
  const open = state.open === null ? undefined : channels.find((c) => c.id === state.open);
  const full = press.press.mode === "full";
  return (
    <section id="talk" className="press" aria-labelledby="press-heading">
      <h2 id="press-heading">
        {t("press.heading")}{" "}
        {unread > 0 ? <span className="badge-unread">{t("press.unread", { count: unread })}</span> : null}
      </h2>
      <p className="press-mode muted">
        {t(`press.modes.${press.press.mode}`)}
        {full ? ` ${t(`press.archives.${press.press.archive}`)}` : ""}
      </p>
      {open ? (
        <PressChannel
          key={open.id}
          channel={state.channel ?? open}
          title={title(open)}
          messages={state.messages}
          names={names}
          mySeat={mySeat}
          muted={press.muted}
          canWrite={press.canWrite}
          onSend={actions.send}
          onBack={() => actions.openChannel(null)}
        />
      ) : (
        <>
          <ul className="press-channels" aria-label={t("press.list")}>
            {channels.map((c) => (
              <li key={c.id}>
                <button type="button" className={`press-channel ${c.unread > 0 ? "has-unread" : ""}`} onClick={() => actions.openChannel(c.id)}>
                  <span className="press-channel-title">{title(c)}</span>
                  {c.unread > 0 ? <span className="badge-unread">{t("press.unread", { count: c.unread })}</span> : null}
                  <span className="press-channel-last muted">{c.lastAt ? formatDateTime(c.lastAt, lng) : t("press.none")}</span>
                </button>
              </li>
            ))}
          </ul>
          {full && press.canWrite ? <PressPicker names={names} mySeat={mySeat} botSeats={press.botSeats} onOpen={actions.newChannel} /> : null}
          <PressSeats press={press} names={names} mySeat={mySeat} onMute={actions.mute} />
        </>
      )}
      {state.failure ? (
        <p className="error" role="alert">
          {errorText(state.failure, t("press.loadFailed"))}
        </p>
      ) : null}
    </section>
  );
}
