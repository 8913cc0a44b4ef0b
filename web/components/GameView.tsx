"use client";
/**
 * The game page's content for any game, decision first: the header (whose turn, the clock, the
 * seat chips, the table menu), the board (live, or the view after any history step) with the
 * replay bar under it, the decision bar with the page's one confirm step, the move builder,
 * the auto-pass control, the move list and the score chart. It receives data and callbacks
 * only; GameScreen does the fetching.
 */
import { SeatControls } from "./SeatControls";
import type { SeatRequest } from "@backroom/functions/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { GameResponse, HistoryEntry, LegalMove } from "../lib/api";
import { SeatColours, seatName } from "../lib/seats";
import { EngineText, PickerContext, type BoardDef, type EngineWords, type Picker, type Prompt } from "./board-kit";
import { humanize, mentions, samePick, type Pick } from "../lib/moves";
import { useSkipConfirm } from "../lib/preferences";
import { ActionSheet } from "./ActionSheet";
import { AutoPassControl, isAutoPass } from "./AutoPassControl";
import { ClockContext, awaitedSince, countdownText, useNow, type Clock } from "./clock";
import { DecisionBar } from "./DecisionBar";
import { GameHeader } from "./GameHeader";
import { GameSkeleton } from "./GameSkeleton";
import { useGame } from "../games/use-game";
import { genericBoard } from "./GenericBoard";
import { clampStep, isSinceLastMove, MoveList, ReplayControls, replaySteps } from "./HistoryPanel";
import { isFinishing, MovePanel, useMoveBuilder } from "./MovePanel";
import { ScoreChart } from "./ScoreChart";
import { PressPanel } from "./PressPanel";
import { totalUnread } from "../lib/press";
import type { Press } from "../lib/use-press";
import { VerifyGame } from "./VerifyGame";
import { i18n, useT } from "../i18n";
import { useLineSender } from "../lib/use-line-sender";
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
  const { text, setText, sending, error, send } = useLineSender(onChat, () => t("chat.failed"));

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
  /** The clock countdowns and lateness read (tests set the time); the page's own otherwise. */
  readonly clock?: Clock;
  /** Talk between players (lib/use-press.ts); in a game with press it takes the chat box's place. */
  readonly press?: Omit<Press, "refresh">;
}

/** Loads the game's folder (web/games/<game>/) on demand, then draws the page with its board. */
export function GameView(props: GameViewProps) {
  const { t } = useT();
  const loaded = useGame(props.board ? null : props.game.game);
  const page =
    props.board || loaded !== null ? (
      <GamePage {...props} board={props.board ?? loaded?.board ?? genericBoard} />
    ) : (
      <GameSkeleton label={t("game.loadingBoard")} seats={props.game.players.length} />
    );
  return props.clock ? <ClockContext.Provider value={props.clock}>{page}</ClockContext.Provider> : page;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function GamePage({ game, entries, onMove, onChat, onSeat, press, busy = false, error = null, board }: GameViewProps & { board: BoardDef<any> }) {
  const { t, lng } = useT();
  const now = useNow();
  const names = useMemo(() => game.players.map((p) => p.name), [game.players]);
  const steps = useMemo(() => replaySteps(entries), [entries]);
  const since = useMemo(() => awaitedSince(entries), [entries]);
  const [step, setStep] = useState<number | null>(null);
  const builder = useMoveBuilder(game.legalMoves);
  const mySeat = game.mySeat;
  const me = mySeat === null ? null : (game.players[mySeat] ?? null);
  const [skipConfirm, setSkipConfirm] = useSkipConfirm(me?.email ?? null);
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
  const active = game.status === "active";
  // The auto-pass setting has a control of its own; its moves stay out of the move list.
  const autoPass = active && mySeat !== null && !replaying ? (board.autoPass?.(game.view as never, mySeat) ?? null) : null;
  // Kinds the board's forms build in steps leave the move list too (the forms still get them);
  // a tapped card's sheet still offers what can be done with that card, a list the tap narrowed.
  const stepped = board.MoveForms && mySeat !== null && !replaying ? board.steppedKinds : undefined;
  const omit = useMemo(() => {
    if (!autoPass && !stepped?.length) return undefined;
    return (m: LegalMove) => (autoPass !== null && isAutoPass(m)) || (stepped?.includes((m.move as { kind?: string }).kind ?? "") ?? false);
  }, [autoPass, stepped]);
  const panelMoves = useMemo(() => (autoPass ? game.legalMoves.filter((m) => !isAutoPass(m)) : game.legalMoves), [game.legalMoves, autoPass]);
  const awaitingMe = active && mySeat !== null && game.awaiting.includes(mySeat) && panelMoves.length > 0;
  // Seats the game is not waiting for may still have optional moves (an offer during another
  // player's trading); they get the same move panel, marked optional.
  const optionalOnly = !awaitingMe && active && mySeat !== null && panelMoves.length > 0;
  const canAct = awaitingMe || optionalOnly;
  const prompt = awaitingMe
    ? (board.prompt?.(game.view as never, mySeat, names, panelMoves) ?? genericPrompt(game.view, mySeat, names, panelMoves))
    : optionalOnly
      ? { text: t("game.optional", { choice: t("game.optionalMoves", { count: panelMoves.length }) }), outOfTurn: true }
      : null;

  // The one confirm step: whichever way a move is chosen (move panel, action sheet, a board pick
  // that leaves one move, the auto-pass control), the decision bar confirms it — unless this
  // player chose to send moves at once.
  const send = (m: LegalMove) => {
    builder.reset();
    setSheet(null);
    void onMove(m.move);
  };
  const propose = (m: LegalMove | null) => {
    if (m !== null && skipConfirm) send(m);
    else builder.choose(m);
  };

  // Forms for moves the board builds beyond the listed samples (Politika's offers, dice and
  // card counts) confirm what they build themselves; like the move panel, for awaited and
  // optional moves alike.
  const forms =
    board.MoveForms && active && mySeat !== null && panelMoves.length > 0 && !replaying ? (
      <board.MoveForms view={game.view} names={names} mySeat={mySeat} legalMoves={panelMoves} onConfirm={onMove} busy={busy} />
    ) : null;

  const sinceCount = entries.filter((e) => isSinceLastMove(e, game.myLastSeq, mySeat)).length;
  const sinceStart = steps.findIndex((e) => e.seq >= (game.myLastSeq ?? 0));
  const stepTo = useCallback((s: number | null) => setStep(s === null ? null : clampStep(s, steps.length)), [steps.length]);
  // Stepping from the history (far down on a phone) brings the board into view once; the replay
  // bar sits under the board, so stepping on from there never moves the page.
  const boardRef = useRef<HTMLDivElement>(null);
  const revealBoard = useCallback(() => {
    const el = boardRef.current;
    if (!el || typeof window === "undefined") return;
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) el.scrollIntoView?.({ block: "start" });
  }, []);
  const jumpTo = useCallback(
    (seq: number) => {
      stepTo(steps.findIndex((e) => e.seq === seq));
      revealBoard();
    },
    [stepTo, steps, revealBoard],
  );
  const scorePoints = useMemo(
    () => steps.flatMap((e) => (e.scores ? [{ seq: e.seq, scores: e.scores, ...(board.roundOf && e.view !== undefined ? { round: board.roundOf(e.view) } : {}) }] : [])),
    [steps, board],
  );

  const finished = game.status === "finished" || game.result.finished;
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
  // A setting changed while the game waits for others (auto-pass) is confirmed in the bar too.
  const barPrompt = canAct && prompt ? prompt : builder.chosen ? { text: t("gamePage.decision.confirmChoice"), outOfTurn: true } : null;
  const showBar = barPrompt !== null && !replaying;

  const menu = (
    <>
      {onSeat ? <SeatControls game={game} onSeat={onSeat} now={now} since={since} /> : null}
      {me ? (
        <label className="confirm-setting">
          <input type="checkbox" checked={!skipConfirm} onChange={(e) => setSkipConfirm(!e.target.checked)} />
          {t("gamePage.table.confirmMoves")}
        </label>
      ) : null}
    </>
  );

  return (
    <SeatColours.Provider value={seatColours}>
    <EngineText.Provider value={words}>
    <div className={`game-view ${showBar ? "has-decision-bar" : ""}`}>
      <GameHeader game={game} names={names} finished={finished} now={now} since={since} scoreLabel={scoreLabel} scoreHelp={scoreHelp} menu={menu} />

      {sinceCount > 0 && !finished ? (
        <div className="since-banner">
          <span>
            {t("game.since", { count: sinceCount, since: t(game.myLastSeq === null ? "game.sinceStart" : "game.sinceLast") })}
          </span>
          <button type="button" onClick={() => { stepTo(Math.max(0, sinceStart)); revealBoard(); }}>
            {t("game.replaySince")}
          </button>
        </div>
      ) : null}

      {press?.state.press && totalUnread(press.state.press) > 0 ? (
        <p className="press-jump">
          <a href="#talk">{t("press.jump", { count: totalUnread(press.state.press) })}</a>
        </p>
      ) : null}

      <div className="game-grid">
        <div className="board-column" ref={boardRef}>
          {/* The board's panels are h3s: under the page's h1 they need an h2 (heading order). */}
          <h2 className="visually-hidden">{t("game.boardHeading")}</h2>
          <PickerContext.Provider value={canAct && !replaying ? picker : null}>
            <div className="board-frame">
              <board.Board view={view} names={names} mySeat={mySeat} awaiting={replaying ? [] : game.awaiting} />
            </div>
          </PickerContext.Provider>
          <div className={`replay-bar ${replaying ? "replaying" : ""}`}>
            <ReplayControls step={replaying ? step : null} count={steps.length} onStep={stepTo} />
            <p className="replay-text" aria-live="polite">
              {replaying && shownEntry ? t("game.viewingStep", { step, count: steps.length - 1, text: words.say(shownEntry.text) }) : <span className="muted">{t("game.live")}</span>}
            </p>
            {replaying ? (
              <button type="button" onClick={() => setStep(null)}>
                {t("game.backToNow")}
              </button>
            ) : null}
          </div>
          {sheet && canAct && !replaying ? (
            <ActionSheet
              thing={sheet.pick.label ?? board.pickLabel?.(sheet.pick) ?? String(sheet.pick.value)}
              anchor={sheet.anchor}
              moves={builder.remaining.filter((m) => !isFinishing(m) && !(autoPass !== null && isAutoPass(m)) && mentions(m.move, sheet.pick))}
              busy={busy}
              onChoose={(m) => {
                setSheet(null);
                propose(m);
              }}
              onClose={closeSheet}
            />
          ) : null}
        </div>

        <div className="move-column">
          {showBar ? (
            <DecisionBar
              prompt={barPrompt.text}
              outOfTurn={barPrompt.outOfTurn}
              clock={awaitingMe && me?.deadline ? countdownText(me.deadline, now, t) : null}
              chosen={builder.chosen}
              busy={busy}
              error={error}
              onConfirm={send}
              onCancel={builder.reset}
            />
          ) : null}
          {canAct && prompt ? (
            replaying ? (
              <section className="move-panel">
                <h2>{t("game.yourMove")}</h2>
                <p className="prompt">{t("game.lookingAtPast")}</p>
                <button type="button" className="primary" onClick={() => setStep(null)}>
                  {t("game.backToNow")}
                </button>
              </section>
            ) : (
              <>
                {/* Keyed by version: a new decision starts with an empty filter and the short list. */}
                <MovePanel key={game.version} builder={builder} outOfTurn={prompt.outOfTurn} optional={optionalOnly} onChoose={propose} omit={omit} busy={busy} pickLabel={board.pickLabel} />
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
          {autoPass ? <AutoPassControl setting={autoPass} legalMoves={game.legalMoves} chosen={builder.chosen} onChoose={propose} busy={busy} /> : null}
        </div>

        <aside className="history-column" aria-label={t("game.historyAndScores")}>
          {press ? <PressPanel state={press.state} actions={press.actions} names={names} mySeat={mySeat} /> : null}
          <section className="history" aria-labelledby="history-heading">
            <h2 id="history-heading">{t("game.history")}</h2>
            <MoveList entries={entries} mySeat={mySeat} myLastSeq={game.myLastSeq} currentSeq={shownEntry?.seq ?? steps[steps.length - 1]?.seq ?? null} onJump={jumpTo} />
            {/* The page's talk panel above holds the table chat; drawn without one (tests, the bench), the chat box does, unless the game has no press. */}
            {onChat && game.mySeat !== null && !press && game.press.mode !== "none" ? <ChatBox onChat={onChat} /> : null}
          </section>

          {scorePoints.length > 1 ? (
            <section aria-labelledby="score-heading">
              <h2 id="score-heading">{t("game.scores")}</h2>
              <ScoreChart points={scorePoints} names={names} label={scoreLabel} step={shownEntry?.seq ?? null} help={scoreHelp} game={game.game} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
    </EngineText.Provider>
    </SeatColours.Provider>
  );
}
