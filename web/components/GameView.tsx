"use client";
/**
 * The game page's content for any game: players and who is awaited, the board (live, or the
 * view after any history step), the move builder when the viewer is awaited, what happened
 * since the viewer's last move, the move list with replay, and the score chart. It receives
 * data and callbacks only; GameScreen does the fetching.
 */
import { SeatControls } from "./SeatControls";
import type { SeatRequest } from "@backroom/functions/contract";
import { useCallback, useMemo, useState, type FormEvent } from "react";
import type { GameResponse, HistoryEntry, LegalMove } from "../lib/api";
import Link from "next/link";
import { blurbFor } from "../lib/games";
import { engineVersionAnchor } from "../lib/rulings/anchor";
import { SeatColours, seatName } from "../lib/seats";
import { PickerContext, SeatBadge, type BoardDef, type Prompt } from "./board-kit";
import { boardFor } from "./boards";
import { clampStep, isSinceLastMove, MoveList, ReplayControls, replaySteps } from "./HistoryPanel";
import { MovePanel, useMoveBuilder } from "./MovePanel";
import { ScoreChart } from "./ScoreChart";
import { VerifyGame } from "./VerifyGame";

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
  const n = moves.length;
  const choice = n === 1 ? "one possible move" : `${n} possible moves`;
  if (active !== null && active !== mySeat) {
    return { text: `It is ${seatName(names, active)}'s turn, but the game needs a decision from you now (${choice}).`, outOfTurn: true };
  }
  return { text: `It is your turn: ${choice}. Pick on the board or below, then confirm.`, outOfTurn: false };
}

/** One line to the table; it appears in the move list for everyone. */
function ChatBox({ onChat }: { onChat: (text: string) => Promise<void> }) {
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
      setError(err instanceof Error ? err.message : "Could not send.");
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="chat-box" onSubmit={(e) => void send(e)}>
      <input aria-label="Say something to the table" placeholder="Say something to the table" maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={sending || !text.trim()}>
        Send
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

export function GameView({ game, entries, onMove, onChat, onSeat, busy = false, error = null, board: boardOverride }: GameViewProps) {
  const board = boardOverride ?? boardFor(game.game);
  const names = useMemo(() => game.players.map((p) => p.name), [game.players]);
  const steps = useMemo(() => replaySteps(entries), [entries]);
  const [step, setStep] = useState<number | null>(null);
  const builder = useMoveBuilder(game.legalMoves);

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
      ? { text: `The game is not waiting for you, but you may act now (${game.legalMoves.length === 1 ? "one optional move" : `${game.legalMoves.length} optional moves`}). Nobody waits on these.`, outOfTurn: true }
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
  const awaitedNames = game.awaiting.map((s) => (s === mySeat ? "you" : seatName(names, s)));
  // Games whose players own a colour (Politika: the faction's) draw each seat in it everywhere.
  const seatColours = useMemo(() => board.seatColours?.(view) ?? null, [board, view]);

  return (
    <SeatColours.Provider value={seatColours}>
    <div className="game-view">
      <header className="game-header">
        <div className="page-head">
          <h1>{game.title}</h1>
          {blurbFor(game.game) ? (
            <Link href={`/rules/${game.game}`} className="rules-link">
              Rules and cards
            </Link>
          ) : null}
        </div>
        <p className="status-line" role="status">
          {finished
            ? `Game over. ${game.result.summary ?? ""} Winner${game.result.winners.length === 1 ? "" : "s"}: ${game.result.winners.map((w) => seatName(names, w)).join(", ") || "none"}.`
            : awaitedNames.length > 0
              ? `Waiting for ${awaitedNames.join(", ")}.`
              : "Waiting."}
        </p>
        <EngineVersionLine game={game} />
        {onSeat ? <SeatControls game={game} onSeat={onSeat} /> : null}
        <ul className="players" aria-label="Players">
          {game.players.map((p) => {
            const awaited = !finished && game.awaiting.includes(p.seat);
            const won = finished && game.result.winners.includes(p.seat);
            return (
              <li key={p.seat} className={`player ${awaited ? "player-awaited" : ""}`}>
                <SeatBadge seat={p.seat} names={names} you={p.seat === mySeat} />
                <span className="player-score" title={board.scoreHelp}>
                  {game.result.scores[p.seat] ?? 0} {game.result.scoreLabel}
                </span>
                {awaited ? <span className="tag tag-awaited">▶ to move</span> : null}
                {won ? <span className="tag tag-won">★ winner</span> : null}
                {!p.joined ? <span className="tag">invited</span> : null}
              </li>
            );
          })}
        </ul>
      </header>

      {sinceCount > 0 && !finished ? (
        <div className="since-banner">
          <span>
            {sinceCount} move{sinceCount === 1 ? "" : "s"} since {game.myLastSeq === null ? "the game began" : "your last move"} (marked “new”).
          </span>
          <button type="button" onClick={() => stepTo(Math.max(0, sinceStart))}>
            Replay them step by step
          </button>
        </div>
      ) : null}

      <div className="game-grid">
        <div className="board-column">
          <div className={`replay-banner ${replaying ? "visible" : ""}`} aria-live="polite">
            {replaying && shownEntry ? (
              <>
                <span>
                  Viewing step {step} of {steps.length - 1}: {shownEntry.text}
                </span>
                <button type="button" onClick={() => setStep(null)}>
                  Back to now
                </button>
              </>
            ) : (
              <span className="muted">Live board</span>
            )}
          </div>
          <PickerContext.Provider value={canAct && !replaying ? builder.picker : null}>
            <div className="board-frame">
              <board.Board view={view} names={names} mySeat={mySeat} awaiting={replaying ? [] : game.awaiting} />
            </div>
          </PickerContext.Provider>
        </div>

        <div className="move-column">
          {canAct && prompt ? (
            replaying ? (
              <section className="move-panel">
                <h2>Your move</h2>
                <p className="prompt">You are looking at the past. Go back to now to make your move.</p>
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
              <h2>{finished ? "Finished" : "Not your move"}</h2>
              <p className="prompt">{finished ? (game.seed ? `Seed revealed: ${game.seed.slice(0, 16)}…` : "The game is over.") : "We will email you when it is your turn."}</p>
              {finished && game.seed ? <VerifyGame gameId={game.gameId} game={game.game} /> : null}
              <p className="error" role="alert">
                {error ?? ""}
              </p>
            </section>
          )}
        </div>

        <aside className="history-column" aria-label="History and scores">
          <section className="history" aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            <ReplayControls step={replaying ? step : null} count={steps.length} onStep={stepTo} />
            <MoveList entries={entries} names={names} mySeat={mySeat} myLastSeq={game.myLastSeq} currentSeq={shownEntry?.seq ?? steps[steps.length - 1]?.seq ?? null} onJump={jumpTo} />
            {onChat && game.mySeat !== null ? <ChatBox onChat={onChat} /> : null}
          </section>

          {scorePoints.length > 1 ? (
            <section aria-labelledby="score-heading">
              <h2 id="score-heading">Scores</h2>
              <ScoreChart points={scorePoints} names={names} label={game.result.scoreLabel} step={shownEntry?.seq ?? null} help={board.scoreHelp} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
    </SeatColours.Provider>
  );
}

/**
 * The engine version judging the game, and a link to the change note of each version it has
 * used (docs/engine.md: a game keeps its rules until moving on is proved safe).
 */
function EngineVersionLine({ game }: { game: GameResponse }) {
  const rules = blurbFor(game.game) ? `/rules/${game.game}` : null;
  const versions = game.engineVersions ?? [];
  if (versions.length === 0) return null;
  return (
    <p className="engine-version">
      <small>
        Rules: engine version {game.engineVersion}
        {" ("}
        {versions.map((v, i) => (
          <span key={v.version}>
            {i > 0 ? ", " : ""}
            {rules ? (
              <Link href={`${rules}#${engineVersionAnchor(v.version)}`} title={v.note}>
                version {v.version}
              </Link>
            ) : (
              `version ${v.version}`
            )}
            {v.fromSeq === 0 ? " from the start" : ` from move ${v.fromSeq}`}
          </span>
        ))}
        {")"}
      </small>
    </p>
  );
}
