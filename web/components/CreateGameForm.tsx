"use client";
/**
 * Creating a game: choose the game, set its options (a form drawn from the options' JSON
 * Schema, with each option's description as its explanation), list the players by name and
 * email in seat order. The server validates everything again; its message names the field.
 */
import { DEFAULT_TIME_CONTROL, TimeControlFields } from "./TimeControlFields";
import type { Language, TimeControl } from "@backroom/functions/contract";
import { PressFields } from "./PressFields";
import { defaultPress } from "../lib/press";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import type { GameInfo, GamePress } from "../lib/api";
import { humanize } from "../lib/moves";
import { optionHelp, seatOptions } from "../lib/games";
import { gameTitle, useGameT, useOptionText } from "../i18n/game-text";
import { seatColour, seatGlyph } from "../lib/seats";
import { LANGUAGES, useT } from "../i18n";
import { errorText } from "../i18n/errors";
import { OpenSeatsField, type OpenSeats } from "./OpenSeatsField";
import { useGameStrings } from "../games/use-strings";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  title?: string;
  minimum?: number;
  maximum?: number;
}

export interface OptionField {
  key: string;
  label: string;
  description?: string;
  kind: "select" | "boolean" | "number" | "text";
  choices?: unknown[];
  min?: number;
  max?: number;
  default?: unknown;
  /** Null is allowed (an empty input sends null). */
  nullable: boolean;
}

/** The option fields of a game, from its JSON Schema (zod's toJSONSchema output, io "input"). */
export function optionFields(schema: unknown, help: Readonly<Record<string, string>> = {}): OptionField[] {
  const s = schema as JsonSchema | null;
  if (!s || typeof s !== "object" || !s.properties) return [];
  return Object.entries(s.properties).map(([key, p]) => {
    const alts = p.anyOf ?? p.oneOf;
    const consts = alts?.every((a) => "const" in a) ? alts.map((a) => a.const) : undefined;
    const nonNull = alts && !consts ? alts.filter((a) => a.type !== "null") : [];
    const nullable = Boolean(alts && !consts && nonNull.length < alts.length);
    const base = nonNull.length === 1 ? { ...nonNull[0]!, ...p } : p;
    const choices = base.enum ?? consts;
    const type = Array.isArray(base.type) ? base.type.find((t) => t !== "null") : base.type;
    const kind: OptionField["kind"] = choices ? "select" : type === "boolean" ? "boolean" : type === "integer" || type === "number" ? "number" : "text";
    const min = base.minimum ?? nonNull[0]?.minimum;
    const max = base.maximum ?? nonNull[0]?.maximum;
    return { key, label: p.title ?? humanize(key), description: p.description ?? help[key], kind, choices, min, max, default: p.default, nullable };
  });
}

/** The defaults the schema declares; options without one are left out, for the server to fill. */
export function defaultOptions(fields: readonly OptionField[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.default !== undefined) o[f.key] = f.default;
    else if (f.kind === "select" && f.choices?.length) o[f.key] = f.choices[0];
  }
  return o;
}

function withValue(options: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out = { ...options };
  if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

export interface PlayerRow {
  name: string;
  email: string;
  /** The game's bot plays this seat (no email). */
  bot?: boolean;
  /** The language of this player's invitation (and their setting if they have none); unset: the host's. */
  language?: Language;
}

export interface CreateGameFormProps {
  readonly catalog: readonly GameInfo[];
  readonly me?: { email: string } | null;
  readonly initialGame?: string;
  /** With `openSeats`, the listed players are the seats already taken; others join by link. */
  readonly onCreate: (body: { game: string; options: Record<string, unknown>; players: ({ name: string; email: string; language?: Language } | { name: string; bot: true })[]; timeControl: TimeControl; press: GamePress; openSeats?: OpenSeats }) => Promise<void>;
}

/** At least `min` player rows: empty ones are added at the end. */
function padTo(rows: readonly PlayerRow[], min: number): PlayerRow[] {
  return rows.length < min ? [...rows, ...Array.from({ length: min - rows.length }, () => ({ name: "", email: "" }))] : [...rows];
}

export function CreateGameForm({ catalog, me, initialGame, onCreate }: CreateGameFormProps) {
  const { t, lng } = useT();
  const [gameId, setGameId] = useState(initialGame && catalog.some((g) => g.id === initialGame) ? initialGame : (catalog[0]?.id ?? ""));
  const info = catalog.find((g) => g.id === gameId);
  const fields = useMemo(() => optionFields(info?.options, info ? optionHelp[info.id] : undefined), [info]);
  const text = useOptionText(info?.id ?? "");
  const gameT = useGameT(info?.id ?? "");
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaultOptions(fields));
  const [players, setPlayers] = useState<PlayerRow[]>(() => padTo([{ name: me?.email.split("@")[0] ?? "", email: me?.email ?? "" }, { name: "", email: "" }], info?.minPlayers ?? 1));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timeControl, setTimeControl] = useState<TimeControl>(DEFAULT_TIME_CONTROL);
  const [openSeats, setOpenSeats] = useState<OpenSeats | null>(null);
  const [press, setPress] = useState<GamePress>(() => defaultPress(gameId));

  useEffect(() => setOptions(defaultOptions(fields)), [fields]);
  // The games' titles and option words are in their words, loaded on demand.
  const ready = useGameStrings(catalog.map((g) => g.id));
  // Rows are added in the same event that picks the game (not in an effect afterwards), so what
  // the player types next can never land before the form grows under it.
  const chooseGame = (id: string) => {
    setGameId(id);
    setPress(defaultPress(id));
    const next = catalog.find((g) => g.id === id);
    if (next) setPlayers((ps) => padTo(ps, next.minPlayers));
  };

  const isMe = (p: PlayerRow) => !!me && p.email.trim().toLowerCase() === me.email.toLowerCase();
  const setPlayer = (i: number, patch: Partial<PlayerRow>) => setPlayers((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const move = (i: number, d: -1 | 1) =>
    setPlayers((ps) => {
      const j = i + d;
      if (j < 0 || j >= ps.length) return ps;
      const out = [...ps];
      [out[i], out[j]] = [out[j]!, out[i]!];
      return out;
    });

  const min = info?.minPlayers ?? 1;
  const max = info?.maxPlayers ?? 8;
  const countOk = openSeats ? players.length >= 1 && players.length <= openSeats.maxPlayers : players.length >= min && players.length <= max;
  const emails = players.map((p) => (p.bot ? "" : p.email.trim().toLowerCase()));
  const duplicate = emails.find((e, i) => e && emails.indexOf(e) !== i);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!info || !countOk || duplicate) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate({
        game: info.id, options, timeControl, press,
        players: players.map((p) => (p.bot ? { name: p.name.trim(), bot: true as const } : { name: p.name.trim(), email: p.email.trim(), ...(isMe(p) ? {} : { language: p.language ?? lng }) })),
        ...(openSeats ? { openSeats } : {}),
      });
    } catch (err) {
      setError(errorText(err, t("create.failed")));
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return <p className="loading">{t("app.loading")}</p>;
  return (
    <form className="create-form form" onSubmit={(e) => void submit(e)}>
      <fieldset>
        <legend>{t("create.game")}</legend>
        <div className="game-choices">
          {catalog.map((g) => (
            <label key={g.id} className={`game-choice ${g.id === gameId ? "selected" : ""}`}>
              <input type="radio" name="game" value={g.id} checked={g.id === gameId} onChange={() => chooseGame(g.id)} />
              <span>
                <b>{gameTitle(g.id, g.title, lng)}</b> <span className="muted">
                  {t("create.players", { min: g.minPlayers, max: g.maxPlayers })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {fields.length > 0 ? (
        <fieldset>
          <legend>{t("create.options")}</legend>
          {fields.map((f) => (
            <div key={f.key} className="option-field">
              <label htmlFor={`opt-${f.key}`}>{text.label(f)}</label>
              {seatOptions.has(f.key) && f.kind === "number" ? (
                // A seat is picked by the player's name (seats count from 0 in the options).
                <select id={`opt-${f.key}`} value={options[f.key] === null || options[f.key] === undefined ? "" : String(options[f.key])} onChange={(e) => setOptions(withValue(options, f.key, e.target.value === "" ? (f.nullable ? null : undefined) : Number(e.target.value)))}>
                  <option value="">{gameT(`options.${f.key}.random`, t("create.random"))}</option>
                  {players.map((p, i) => (
                    <option key={i} value={i}>
                      {p.name.trim() || t("create.player", { n: i + 1 })}
                    </option>
                  ))}
                </select>
              ) : f.kind === "select" ? (
                <select id={`opt-${f.key}`} value={JSON.stringify(options[f.key])} onChange={(e) => setOptions({ ...options, [f.key]: JSON.parse(e.target.value) })}>
                  {f.choices!.map((c) => (
                    <option key={JSON.stringify(c)} value={JSON.stringify(c)}>
                      {text.choice(f, c)}
                    </option>
                  ))}
                </select>
              ) : f.kind === "boolean" ? (
                <input id={`opt-${f.key}`} type="checkbox" checked={Boolean(options[f.key])} onChange={(e) => setOptions({ ...options, [f.key]: e.target.checked })} />
              ) : f.kind === "number" ? (
                <input id={`opt-${f.key}`} type="number" min={f.min} max={f.max} placeholder={f.nullable || f.default === undefined ? t("create.notSet") : undefined} value={String(options[f.key] ?? "")} onChange={(e) => setOptions(withValue(options, f.key, e.target.value === "" ? (f.nullable ? null : undefined) : Number(e.target.value)))} />
              ) : (
                <input id={`opt-${f.key}`} type="text" value={String(options[f.key] ?? "")} onChange={(e) => setOptions({ ...options, [f.key]: e.target.value })} />
              )}
              {text.help(f) ? <p className="help">{text.help(f)}</p> : null}
            </div>
          ))}
        </fieldset>
      ) : null}

      <fieldset>
        <legend>
          {t("create.seatOrder", { min, max })}
        </legend>
        {/* One compact row per seat: name, a labelled bot switch and the order buttons; the email
            under the name on a phone, beside it on a wide screen (globals.css, "create form"). */}
        <ol className="player-rows">
          {players.map((p, i) => (
            <li key={i} className="player-row">
              <span className="seat-glyph" style={{ color: seatColour(i) }} aria-hidden="true">
                {seatGlyph(i)}
              </span>
              <input className="player-name" aria-label={t("create.nameOf", { n: i + 1 })} placeholder={t("create.name")} required maxLength={40} value={p.name} onChange={(e) => setPlayer(i, { name: e.target.value })} />
              {p.bot ? (
                <span className="player-email player-bot-note muted">{t("create.botPlays")}</span>
              ) : (
                <input className="player-email" aria-label={t("create.emailOf", { n: i + 1 })} placeholder={t("create.email")} type="email" required value={p.email} onChange={(e) => setPlayer(i, { email: e.target.value })} />
              )}
              {p.bot || isMe(p) ? null : (
                // The invitee's language, the host's unless changed: their invitation goes in it.
                <select className="seat-language" aria-label={t("seatLanguage.of", { n: i + 1 })} value={p.language ?? lng} onChange={(e) => setPlayer(i, { language: e.target.value as Language })}>
                  {LANGUAGES.map((l) => <option key={l} value={l}>{t(`seatLanguage.short.${l}`)}</option>)}
                </select>
              )}
              <label className="bot-switch">
                <input type="checkbox" role="switch" aria-label={t("create.botOf", { n: i + 1 })} checked={p.bot === true} onChange={(e) => setPlayer(i, { bot: e.target.checked })} />
                <span aria-hidden="true">{t("create.bot")}</span>
              </label>
              <span className="row-buttons">
                <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label={t("create.up", { n: i + 1 })}>
                  ↑
                </button>
                <button type="button" onClick={() => move(i, 1)} disabled={i === players.length - 1} aria-label={t("create.down", { n: i + 1 })}>
                  ↓
                </button>
                <button type="button" onClick={() => setPlayers(players.filter((_, j) => j !== i))} disabled={players.length <= 1} aria-label={t("create.remove", { n: i + 1 })}>
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
        <button type="button" onClick={() => setPlayers([...players, { name: "", email: "" }])} disabled={players.length >= max}>
          {t("create.add")}
        </button>
        {!countOk ? <p className="error">{openSeats ? t("create.openNeeds", { max: openSeats.maxPlayers }) : t("create.needs", { title: info ? gameTitle(info.id, info.title, lng) : t("create.thisGame"), min, max })}</p> : null}
        {duplicate ? <p className="error">{t("create.twice", { email: duplicate })}</p> : null}
      </fieldset>

      <TimeControlFields value={timeControl} onChange={setTimeControl} />

      {info ? <PressFields game={info.id} title={gameTitle(info.id, info.title, lng)} value={press} onChange={setPress} /> : null}

      {info ? <OpenSeatsField key={info.id} min={min} max={max} value={openSeats} onChange={setOpenSeats} /> : null}

      {/* Apart from the fieldsets above, full width: a tap meant for it cannot land on a checkbox. */}
      <div className="create-submit">
        <button type="submit" className="primary" disabled={busy || !info || !countOk || Boolean(duplicate)}>
          {busy ? t("create.creating") : openSeats ? t("create.submitOpen") : t("create.submit")}
        </button>
      </div>
      <p className="error" role="alert">
        {error ?? ""}
      </p>
    </form>
  );
}
