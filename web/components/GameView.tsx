"use client";
/**
 * The game page's content for any game: players and who is awaited, the board (live, or the
 * view after any history step), the move builder when the viewer is awaited, what happened
 * since the viewer's last move, the move list with replay, and the score chart. It receives
 * data and callbacks only; GameScreen does the fetching.
 */
import { SeatControls } from "./SeatControls";
import type { SeatRequest } from "@backroom/functions/contract";
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import type { GameResponse, HistoryEntry, LegalMove } from "../lib/api";
import Link from "next/link";
import { blurbFor } from "../lib/games";
import { engineVersionAnchor } from "../lib/rulings/anchor";
import { SeatColours, seatName } from "../lib/seats";
import { EngineText, PickerContext, SeatBadge, useEngineText, type BoardDef, type EngineWords, type Picker, type Prompt } from "./board-kit";
import { humanize, mentions, samePick, type Pick } from "../lib/moves";
import { ActionSheet } from "./ActionSheet";
import { useGame } from "../games/use-game";
import { genericBoard } from "./GenericBoard";
import { clampStep, isSinceLastMove, MoveList, ReplayControls, replaySteps } from "./HistoryPanel";
import { isFinishing, MovePanel, useMoveBuilder } from "./MovePanel";
import { ScoreChart } from "./ScoreChart";
import { VerifyGame } from "./VerifyGame";
import { i18n, useT } from "../i18n";
import { errorText } from "../i18n/errors";
import { gameTitle } from "../i18n/game-text";

/** Field names engines use for the seat whose turn it is. */
const TURN_FIELDS = ["turn", "current", "currentSeat", "currentPlayer", "activeSeat", "activePlayer", "active", "player"] as const;

export function activeSeatOf(view: unknown): number | null {
  if (!view || typeof view !== "object") return null;
  const o = view as Record<string, unknown>;
  for (const k of TURN_FIELDS) if (typeof o[k] === "number") return o[k] as number;
  return null;
}

/** The sentence for the awaited viewer when the board has none of its own. */
export function genericPrompt(view: unknown, mySeat: number, names: readonly string[], moves: readonly LegalMove[]): Prompt {
  const active = activeSeatOf(view);
  const choice = i18n.t("game.possibleMoves", { count: moves.length });
  if (active !== null && active !== mySeat) {
    return { text: i18n.t("game.outOfTurn", { name: seatName(names, active), choice }), outOfTurn: true };
  }
  return { text: i18n.t("game.yourTurn", { choice }), outOfTurn: false };
}

/** One line to the table; it appears in the move list for everyone. */
function ChatBox({ onChat }: { onChat: (text: string) => Promise<void> }) {
  const { t } = useT();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    setError(null);
    try {
      await onChat(text.trim());
      setText("");
    } catch (err) {
      setError(errorText(err, t("chat.failed")));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="chat-box" onSubmit={(e) => void send(e)}>
      <input aria-label={t("chat.say")} placeholder={t("chat.say")} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={sending || !text.trim()}>
        {t("chat.send")}
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export interface GameViewProps {
  readonly game: GameResponse;
  readonly entries: readonly HistoryEntry[];
  readonly onMove: (move: unknown) => Promise<void> | void;
  readonly busy?: boolean;
  readonly error?: string | null;
  /** Posts a chat line; absent, the chat box is not shown. */
  readonly onChat?: (text: string) => Promise<void>;
  /** Changes who plays a seat (resign, take back, host's replace); absent, no seat buttons. */
  readonly onSeat?: (seat: number, body: SeatRequest) => Promise<void>;
  /** A board to use instead of the registry's (tests). Views are the engine's, unchecked here. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly board?: BoardDef<any>;
}

/** Loads the game's folder (web/games/<game>/) on demand, then draws the page with its board. */
export function GameView(props: GameViewProps) {
  const { t } = useT();
  const loaded = useGame(props.board ? null : props.game.game);
  if (props.board) return <GamePage {...props} board={props.board} />;
  if (loaded === null)
    return (
      <p className="muted" role="status">
        {t("game.loadingBoard")}
      </p>
    );
  return <GamePage {...props} board={loaded?.board ?? genericBoard} />;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function GamePage({ game, entries, onMove, onChat, onSeat, busy = false, error = null, board }: GameViewProps & { board: BoardDef<any> }) {
  const { t, lng } = useT();
  const names = useMemo(() => game.players.map((p) => p.name), [game.players]);
  const steps = useMemo(() => replaySteps(entries), [entries]);
  const [step, setStep] = useState<number | null>(null);
  const builder = useMoveBuilder(game.legalMoves);
  // Tap a thing on the board: it becomes a pick (narrowing the move panel) and the action sheet
  // opens by it with the moves that concern it.
  const [sheet, setSheet] = useState<{ pick: Pick; anchor: Element | null } | null>(null);
  const basePicker = builder.picker;
  const picker = useMemo<Picker>(
    () => ({
      ...basePicker,
      toggle: (pick, anchor) => {
        const adding = !basePicker.picks.some((p) => samePick(p, pick));
        basePicker.toggle(pick);
        setSheet(adding ? { pick, anchor: anchor ?? null } : null);
      },
    }),
    [basePicker],
  );
  const closeSheet = useCallback(() => setSheet(null), []);
  // A new decision (or a step back in history) closes it: its moves are gone.
  useEffect(() => setSheet(null), [game.version, step]);

  const replaying = step !== null && steps.length > 0;
  const shownEntry = replaying ? steps[step] : undefined;
  const view = shownEntry?.view ?? game.view;
  const mySeat = game.mySeat;
  const awaitingMe = game.status === "active" && mySeat !== null && game.awaiting.includes(mySeat) && game.legalMoves.length > 0;
  // Seats the game is not waiting for may still have optional moves (an offer during another
  // player's trading, an auto-pass setting); they get the same move panel, marked optional.
  const optionalOnly = !awaitingMe && game.status === "active" && mySeat !== null && game.legalMoves.length > 0;
  const canAct = awaitingMe || optionalOnly;
  const prompt = awaitingMe
    ? (board.prompt?.(game.view as never, mySeat, names, game.legalMoves) ?? genericPrompt(game.view, mySeat, names, game.legalMoves))
    : optionalOnly
      ? { text: t("game.optional", { choice: t("game.optionalMoves", { count: game.legalMoves.length }) }), outOfTurn: true }
      : null;

  // Forms for moves the board builds beyond the listed samples (Politika's offers, dice and
  // card counts); like the move panel, for awaited and optional moves alike.
  const forms =
    board.MoveForms && game.status === "active" && mySeat !== null && game.legalMoves.length > 0 && !replaying ? (
      <board.MoveForms view={game.view} names={names} mySeat={mySeat} legalMoves={game.legalMoves} onConfirm={onMove} busy={busy} />
    ) : null;

  const sinceCount = entries.filter((e) => isSinceLastMove(e, game.myLastSeq, mySeat)).length;
  const sinceStart = steps.findIndex((e) => e.seq >= (game.myLastSeq ?? 0));
  const stepTo = useCallback((s: number | null) => setStep(s === null ? null : clampStep(s, steps.length)), [steps.length]);
  const jumpTo = useCallback((seq: number) => stepTo(steps.findIndex((e) => e.seq === seq)), [stepTo, steps]);
  const scorePoints = useMemo(
    () => steps.flatMap((e) => (e.scores ? [{ seq: e.seq, scores: e.scores, ...(board.roundOf && e.view !== undefined ? { round: board.roundOf(e.view) } : {}) }] : [])),
    [steps, board],
  );

  const finished = game.status === "finished" || game.result.finished;
  const awaitedNames = game.awaiting.map((s) => (s === mySeat ? t("game.you") : seatName(names, s)));
  // Games whose players own a colour (Politika: the faction's) draw each seat in it everywhere.
  const seatColours = useMemo(() => board.seatColours?.(view) ?? null, [board, view]);
  // Engine sentences and move kinds in the chosen language (the game's own translation).
  const words = useMemo<EngineWords>(() => ({
    say: (text) => {
      if (lng === "en") return text;
      // The server's own lines first (a game's creation, a rules update), then the game's.
      const sat = /^(.+) sat down to play (.+)\.$/.exec(text);
      if (sat) return t("game.satDown", { names: sat[1], title: gameTitle(game.game, sat[2]!, lng) });
      const upd = /^Rules updated to engine version (\d+): (.*)$/s.exec(text);
      if (upd) return t("game.rulesUpdated", { n: upd[1], reason: upd[2] });
      return board.translate ? board.translate(text, lng) : text;
    },
    kind: (kind) => i18n.t(`${game.game}:kinds.${kind}`, { lng, defaultValue: humanize(kind) }),
  }), [board, lng, game.game, t]);
  const scoreLabel = words.say(game.result.scoreLabel);
  const scoreHelp = board.scoreHelp === undefined ? undefined : i18n.t(`${game.game}:scoreHelp`, { lng, defaultValue: board.scoreHelp });

  return (
    <SeatColours.Provider value={seatColours}>
    <EngineText.Provider value={words}>
    <div className="game-view">
      <header className="game-header">
        <div className="page-head">
          <h1>{gameTitle(game.game, game.title, lng)}</h1>
          {blurbFor(game.game) ? (
            <Link href={`/rules/${game.game}`} className="rules-link">
              {t("game.rulesLink")}
            </Link>
          ) : null}
        </div>
        <p className="status-line" role="status">
          {finished
            ? t("game.over", {
                summary: game.result.summary ? words.say(game.result.summary) : "",
                winnersLabel: t("game.winner", { count: game.result.winners.length }),
                winners: game.result.winners.map((w) => seatName(names, w)).join(", ") || t("game.none"),
              }).replace(/ {2,}/g, " ")
            : awaitedNames.length > 0
              ? t("game.waitingFor", { names: awaitedNames.join(", ") })
              : t("game.waiting")}
        </p>
        <EngineVersionLine game={game} />
        {onSeat ? <SeatControls game={game} onSeat={onSeat} /> : null}
        <ul className="players" aria-label={t("game.players")}>
          {game.players.map((p) => {
            const awaited = !finished && game.awaiting.includes(p.seat);
            const won = finished && game.result.winners.includes(p.seat);
            return (
              <li key={p.seat} className={`player ${awaited ? "player-awaited" : ""}`}>
                <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
                <span className="player-score" title={scoreHelp}>
                  {game.result.scores[p.seat] ?? 0} {scoreLabel}
                </span>
                {awaited ? <span className="tag tag-awaited">{t("game.toMove")}</span> : null}
                {won ? <span className="tag tag-won">{t("game.winner")}</span> : null}
                {!p.joined ? <span className="tag">{t("game.invited")}</span> : null}
              </li>
            );
          })}
        </ul>
      </header>

      {sinceCount > 0 && !finished ? (
        <div className="since-banner">
          <span>
            {t("game.since", { count: sinceCount, since: t(game.myLastSeq === null ? "game.sinceStart" : "game.sinceLast") })}
          </span>
          <button type="button" onClick={() => stepTo(Math.max(0, sinceStart))}>
            {t("game.replaySince")}
          </button>
        </div>
      ) : null}

      <div className="game-grid">
        <div className="board-column">
          <div className={`replay-banner ${replaying ? "visible" : ""}`} aria-live="polite">
            {replaying && shownEntry ? (
              <>
                <span>
                  {t("game.viewingStep", { step, count: steps.length - 1, text: words.say(shownEntry.text) })}
                </span>
                <button type="button" onClick={() => setStep(null)}>
                  Back to now
                </button>
              </>
            ) : (
              <span className="muted">{t("game.live")}</span>
            )}
          </div>
          <PickerContext.Provider value={canAct && !replaying ? picker : null}>
            <div className="board-frame">
              <board.Board view={view} names={names} mySeat={mySeat} awaiting={replaying ? [] : game.awaiting} />
            </div>
          </PickerContext.Provider>
          {sheet && canAct && !replaying ? (
            <ActionSheet
              thing={sheet.pick.label ?? board.pickLabel?.(sheet.pick) ?? String(sheet.pick.value)}
              anchor={sheet.anchor}
              moves={builder.remaining.filter((m) => !isFinishing(m) && mentions(m.move, sheet.pick))}
              busy={busy}
              onChoose={(m) => {
                setSheet(null);
                void onMove(m.move);
              }}
              onClose={closeSheet}
            />
          ) : null}
        </div>

        <div className="move-column">
          {canAct && prompt ? (
            replaying ? (
              <section className="move-panel">
                <h2>{t("game.yourMove")}</h2>
                <p className="prompt">{t("game.lookingAtPast")}</p>
                <button type="button" className="primary" onClick={() => setStep(null)}>
                  Back to now
                </button>
              </section>
            ) : (
              <>
                {/* Keyed by version: a new decision starts with an empty filter and the short list. */}
                <MovePanel key={game.version} builder={builder} prompt={prompt.text} outOfTurn={prompt.outOfTurn} optional={optionalOnly} onConfirm={onMove} busy={busy} error={error} pickLabel={board.pickLabel} />
                {forms}
              </>
            )
          ) : (
            <section className="move-panel idle">
              <h2>{finished ? t("game.finished") : t("game.notYourMove")}</h2>
              <p className="prompt">{finished ? (game.seed ? t("game.seed", { seed: game.seed.slice(0, 16) }) : t("game.isOver")) : t("game.weEmail")}</p>
              {finished && game.seed ? <VerifyGame gameId={game.gameId} game={game.game} /> : null}
              <p className="error" role="alert">
                {error ?? ""}
              </p>
            </section>
          )}
        </div>

        <aside className="history-column" aria-label={t("game.historyAndScores")}>
          <section className="history" aria-labelledby="history-heading">
            <h2 id="history-heading">{t("game.history")}</h2>
            <ReplayControls step={replaying ? step : null} count={steps.length} onStep={stepTo} />
            <MoveList entries={entries} mySeat={mySeat} myLastSeq={game.myLastSeq} currentSeq={shownEntry?.seq ?? steps[steps.length - 1]?.seq ?? null} onJump={jumpTo} />
            {onChat && game.mySeat !== null ? <ChatBox onChat={onChat} /> : null}
          </section>

          {scorePoints.length > 1 ? (
            <section aria-labelledby="score-heading">
              <h2 id="score-heading">{t("game.scores")}</h2>
              <ScoreChart points={scorePoints} names={names} label={scoreLabel} step={shownEntry?.seq ?? null} help={scoreHelp} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
    </EngineText.Provider>
    </SeatColours.Provider>
  );
}

/**
 * The engine version judging the game, and a link to the change note of each version it has
 * used (docs/engine.md: a game keeps its rules until moving on is proved safe).
 */
function EngineVersionLine({ game }: { game: GameResponse }) {
  const { t } = useT();
  const { say } = useEngineText();
  const rules = blurbFor(game.game) ? `/rules/${game.game}` : null;
  const versions = game.engineVersions ?? [];
  if (versions.length === 0) return null;
  return (
    <p className="engine-version">
      <small>
        {t("game.engineVersion", { n: game.engineVersion })}
        {" ("}
        {versions.map((v, i) => (
          <span key={v.version}>
            {i > 0 ? ", " : ""}
            {rules ? (
              <Link href={`${rules}#${engineVersionAnchor(v.version)}`} title={say(v.note)}>
                {t("game.version", { n: v.version })}
              </Link>
            ) : (
              t("game.version", { n: v.version })
            )}
            {v.fromSeq === 0 ? t("game.fromStart") : t("game.fromMove", { n: v.fromSeq })}
          </span>
        ))}
        {")"}
      </small>
    </p>
  );
}
