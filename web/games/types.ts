/** The contract between the game registry and each game's folder (web/games/<game>/). */
import type { BoardDef } from "../components/board-kit";
import type { GuideDef } from "./types-guide";

/** Loaded eagerly: small, needed by the dashboard, the create form and the rules index. */
export interface GameMeta {
  readonly id: string;
  readonly title: string;
  /** One line for the dashboard and the rules index. */
  readonly pitch: string;
  /** The rules page's note on card data (our card texts are a reconstruction, "Backroom edition"). */
  readonly dataNote: string;
  /** Explanations of the game's options for the create form, where the schema carries none. */
  readonly optionHelp: Readonly<Record<string, string>>;
}

/** A tree of i18next strings. */
export interface GameStrings {
  readonly [key: string]: string | GameStrings;
}

/** Loaded lazily, only for the game shown: its board, forms, move helpers. */
export interface GameModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly board: BoardDef<any>;
}

export interface GameEntry {
  readonly meta: GameMeta;
  /** Loads the game's words in each language (strings.ts): an i18next namespace named by the game id. */
  readonly strings?: () => Promise<{ readonly en: GameStrings; readonly ru: GameStrings }>;
  readonly load: () => Promise<GameModule>;
  /**
   * The how-to-play guide (rules page, first tab), loaded only there: its example runs the
   * game's whole engine, which a game page would otherwise evaluate on every load.
   */
  readonly guide?: () => Promise<GuideDef>;
}
