// @vitest-environment jsdom
/**
 * English and Russian: both resources have the same keys and parameters, the browser's
 * language picks the default, and the main screens rendered in Russian keep no English string
 * of ours (each word of the English resources that Russian never uses must be absent).
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import { politika } from "@backroom/engine/politika/index";
import en from "../../../web/i18n/en";
import ru from "../../../web/i18n/ru";
import { applyLanguage, loadLanguage, browserLanguage, deviceLanguage, formatDateTime, i18n } from "../../../web/i18n";
import { CreateGameForm } from "../../../web/components/CreateGameForm";
import { Dashboard } from "../../../web/components/Dashboard";
import { GameView } from "../../../web/components/GameView";
import { NavBar } from "../../../web/components/NavBar";
import { SeatControls } from "../../../web/components/SeatControls";
import { TimeControlFields } from "../../../web/components/TimeControlFields";
import { OpenSeatsField } from "../../../web/components/OpenSeatsField";
import { LobbyPanel } from "../../../web/components/LobbyPanel";
import { LobbyList } from "../../../web/components/LobbyList";
import { RematchPanel } from "../../../web/components/RematchPanel";
import { ActionSheet } from "../../../web/components/ActionSheet";
import { RulesView } from "../../../web/components/RulesView";
import { PressPanel } from "../../../web/components/PressPanel";
import type { PressState } from "../../../web/lib/use-press";
import { loadGame, loadGuide } from "../../../web/games/use-game";
import { cards as ctCards } from "@backroom/engine/conspiracy-theory/index";
import { guideStrings as twelveGuide, guideStringsRu as twelveGuideRu, strings as twelveStrings } from "../../../web/games/twelve-o-twelve/strings";
import { guideStrings as politikaGuide, guideStringsRu as politikaGuideRu, strings as politikaStrings } from "../../../web/games/politika/strings";
import { guideStrings as ctGuide, guideStringsRu as ctGuideRu, strings as ctStrings } from "../../../web/games/conspiracy-theory/strings";
import type { GameInfo, LobbyInfo, MyGame } from "../../../web/lib/api";
import { highCard } from "../../fixtures/high-card";
import { buildFixture } from "../game-fixture";
import { preloadStrings } from "../load-games";
import { keyParity } from "../../support/i18n-parity";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

type Tree = { readonly [k: string]: string | Tree };
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const words = (s: string) => s.replace(/\{\{[^}]*\}\}|<\/?\d+>/g, " ").match(/[A-Za-z][A-Za-z']{3,}/g) ?? [];

/** Words our English strings use that no Russian string does ("Waiting", "Confirm", …). */
function englishOnly(enTree: Tree, ruTree: Tree): Set<string> {
  const inRussian = new Set(leaves(ruTree).flatMap(words).map((w) => w.toLowerCase()));
  return new Set(leaves(enTree).flatMap(words).map((w) => w.toLowerCase()).filter((w) => !inRussian.has(w)));
}

/** Every piece of text a user meets: text nodes and the labels, titles and placeholders. */
function visibleText(root: HTMLElement): string {
  const attrs = [...root.querySelectorAll("*")].flatMap((el) => ["aria-label", "title", "placeholder", "aria-valuetext"].map((a) => el.getAttribute(a) ?? ""));
  return `${root.textContent ?? ""} ${attrs.join(" ")}`;
}

function expectNoEnglish(root: HTMLElement, allowed: readonly string[] = []) {
  const banned = englishOnly(en as unknown as Tree, ru as unknown as Tree);
  const found = words(visibleText(root)).map((w) => w.toLowerCase()).filter((w) => banned.has(w) && !allowed.includes(w));
  expect([...new Set(found)]).toEqual([]);
}

const info = (def: { id: string; title: string; minPlayers: number; maxPlayers: number; optionsSchema: z.ZodMiniType }): GameInfo => ({
  id: def.id, title: def.title, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers,
  options: z.toJSONSchema(def.optionsSchema, { io: "input", unrepresentable: "any" }),
});

// The Russian loads on demand in the app (tests/web/games/registry.unit.test.tsx covers that).
beforeAll(() => loadLanguage("ru"));
beforeAll(preloadStrings);
beforeEach(() => act(() => applyLanguage("ru")));
afterEach(() => {
  cleanup();
  act(() => applyLanguage("en"));
  localStorage.clear();
});

describe("languages", () => {
  it("Russian has every English key, none empty, with the same interpolation parameters", () => {
    expect(keyParity(en as unknown as Tree, ru as unknown as Tree)).toEqual([]);
  });

  it("defaults from the browser's languages, and a choice on this device wins", () => {
    expect(browserLanguage(["ru-RU", "en-US"])).toBe("ru");
    expect(browserLanguage(["de-DE", "en-GB"])).toBe("en");
    expect(browserLanguage(["fr"])).toBe("en");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ru-RU"]);
    expect(deviceLanguage()).toBe("ru");
    localStorage.setItem("backroom-language", "en");
    expect(deviceLanguage()).toBe("en");
    vi.restoreAllMocks();
  });

  it("the switch changes the page and <html lang>, and remembers the choice", () => {
    act(() => applyLanguage("en"));
    render(<NavBar />);
    expect(screen.getByRole("link", { name: "New game" })).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ru" } });
    expect(screen.getByRole("link", { name: "Новая игра" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("ru");
    expect(localStorage.getItem("backroom-language")).toBe("ru");
  });

  it("dates are formatted in the chosen language", () => {
    expect(formatDateTime("2026-12-01T10:00:00Z", "ru")).toMatch(/2026 г\./);
    expect(formatDateTime("2026-12-01T10:00:00Z", "en")).toMatch(/Dec 1, 2026/);
  });
});

describe("main screens in Russian keep no English string of ours", () => {
  it("nav bar", () => {
    const { container } = render(<NavBar />);
    expect(screen.getByRole("link", { name: "Правила" })).toBeTruthy();
    expectNoEnglish(container);
  });

  it("dashboard: sections, marks, counts with Russian plurals", () => {
    const base: MyGame = {
      gameId: "g1", game: "conspiracy-theory", title: "Conspiracy Theory", status: "active", version: 4, seat: 0, waitingForMe: true, deadline: null, bot: false, unread: 0,
      updatedAt: "2026-12-01T10:00:00Z", winners: [], players: [{ seat: 0, name: "Аня", joined: true }, { seat: 1, name: "Борис", joined: false }],
    } as MyGame;
    const games: MyGame[] = [
      { ...base, unread: 2 },
      { ...base, gameId: "g2", waitingForMe: false, players: [...base.players, { seat: 2, name: "Вика", joined: false }] } as MyGame,
      { ...base, gameId: "g3", status: "finished", waitingForMe: false, winners: [1] } as MyGame,
    ];
    const { container } = render(<Dashboard games={games} />);
    expect(screen.getByRole("heading", { name: /Ждут вас/ })).toBeTruthy();
    expect(screen.getByText(/2 приглашения ещё не открыты/)).toBeTruthy();
    expect(screen.getByText("2 непрочитанных сообщения")).toBeTruthy();
    expect(screen.getByText(/Окончена · победа: Борис/)).toBeTruthy();
    expect(screen.getAllByText("Теория заговора")).toHaveLength(3);
    expectNoEnglish(container);
  });

  it("create form, with each game's options", () => {
    const catalog = [info(twelveOTwelve), info(politika), info(conspiracyTheory)];
    const { container } = render(<CreateGameForm catalog={catalog} me={{ email: "anya@example.com" }} initialGame="conspiracy-theory" onCreate={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Создать игру и разослать приглашения" })).toBeTruthy();
    expect(screen.getByText(/Игроки по порядку мест/)).toBeTruthy();
    expectNoEnglish(container);
  });

  it("the game page (generic parts: status, players, move panel, history, replay)", () => {
    const f = buildFixture({ def: highCard, names: ["Аня", "Борис", "Вика"], viewer: 1, moves: [] });
    const { container } = render(<GameView game={f.game} entries={f.entries} onMove={vi.fn()} onChat={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "История" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Выберите ход" })).toBeTruthy();
    // The fixture engine's own sentences ("Play 7") and view fields (the generic board draws
    // them by name) are not ours to translate here.
    const viewWords = JSON.stringify(f.game.view).replace(/([a-z])([A-Z])/g, "$1 $2");
    const engine = new Set([...f.game.legalMoves.map((m) => m.label), ...f.entries.map((e) => e.text), viewWords].flatMap(words).map((w) => w.toLowerCase()));
    expectNoEnglish(container, [...engine]);
  });


  it("time control fields and the seat lines of a timed game, for the host", () => {
    const timed = { daysPerDecision: 3, onTimeout: "pass" as const, handOverAfter: 2 };
    const fields = render(<TimeControlFields value={timed} onChange={vi.fn()} />);
    expect(screen.getByRole("combobox", { name: "Время на решение" })).toBeTruthy();
    expect(screen.getByText(/3 дня на решение/)).toBeTruthy();
    expectNoEnglish(fields.container);
    cleanup();
    const f = buildFixture({ def: highCard, names: ["Аня", "Борис", "Вика"], viewer: 0, moves: [] });
    const players = f.game.players.map((p, i) => ({ ...p, deadline: i === 1 ? "2026-12-03T17:00:00.000Z" : null, bot: i === 2 }));
    const game = { ...f.game, status: "active" as const, host: true, timeControl: timed, timeControlText: "3 days per decision", players };
    const { container } = render(<SeatControls game={game} onSeat={vi.fn()} />);
    expect(screen.getByText(/Контроль времени: 3 дня на решение/)).toBeTruthy();
    expect(screen.getByText("За игрока Вика играет бот.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Заменить игрока Борис…" }));
    expect(screen.getByRole("textbox", { name: "Почта нового игрока" })).toBeTruthy();
    expectNoEnglish(container);
  });

  it("open seats, the lobby (host and guest), the dashboard's lobby list and rematch", () => {
    const seats = render(<OpenSeatsField min={2} max={4} value={{ minPlayers: 2, maxPlayers: 3 }} onChange={vi.fn()} />);
    expect(screen.getByRole("spinbutton", { name: "Игроков не больше" })).toBeTruthy();
    expectNoEnglish(seats.container);
    cleanup();
    const lobby: LobbyInfo = { gameId: "g1", game: "conspiracy-theory", title: "Теория заговора", status: "open", host: "Аня", players: ["Аня"], minPlayers: 2, maxPlayers: 4, joinPath: "/join?game=g1", isHost: true, joined: true };
    const host = render(<LobbyPanel lobby={lobby} onStart={vi.fn()} />);
    expect(screen.getByText("Нужен ещё 1 игрок или бот.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Начать игру" })).toBeTruthy();
    expectNoEnglish(host.container);
    cleanup();
    const guest = render(<LobbyPanel lobby={{ ...lobby, isHost: false, players: ["Аня", "Борис"] }} />);
    expect(screen.getByText(/У вас есть место/)).toBeTruthy();
    expectNoEnglish(guest.container);
    cleanup();
    const list = render(<LobbyList lobbies={[lobby]} />);
    expect(screen.getByRole("heading", { name: /Ждут игроков/ })).toBeTruthy();
    expectNoEnglish(list.container);
    cleanup();
    const f = buildFixture({ def: highCard, names: ["Аня", "Борис"], viewer: 0, moves: [] });
    const rematch = render(<RematchPanel game={{ ...f.game, status: "finished" }} />);
    expect(screen.getByRole("button", { name: "Реванш" })).toBeTruthy();
    expectNoEnglish(rematch.container);
  });

  it("talk: the conversations, the players, the picker and an open conversation with its seen marks", () => {
    const at = "2026-12-02T08:00:00.000Z";
    const state: PressState = {
      open: null, channel: null, messages: [], failure: null,
      press: {
        gameId: "g1", press: { mode: "full", archive: "open-at-end" }, canWrite: true, botSeats: [3], muted: [2], lastMessageAt: [at, at, null, null],
        channels: [
          { id: "table", kind: "table", name: null, members: [0, 1, 2, 3], lastSeq: 4, lastAt: at, unread: 1, readUpTo: [] },
          { id: "s0-1-2", kind: "private", name: "Реформаторы + Мафия", members: [0, 1, 2], lastSeq: 2, lastAt: at, unread: 2, readUpTo: [{ seat: 0, seq: 0 }, { seat: 1, seq: 1 }, { seat: 2, seq: 0 }] },
        ],
      },
    };
    const actions = { openChannel: vi.fn(), send: vi.fn(), newChannel: vi.fn(), mute: vi.fn() };
    const names = ["Аня", "Борис", "Вика", "Гоша"];
    const list = render(<PressPanel state={state} actions={actions} names={names} mySeat={0} />);
    expect(screen.getByRole("heading", { name: "Переговоры 3 непрочитанных" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Стол \(все\)1 непрочитанное/ })).toBeTruthy();
    expect(screen.getAllByText("сообщений ещё не было")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Снова показывать сообщения игрока Вика" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Новый разговор/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Борис/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Вика/ }));
    expect(screen.getByRole("textbox", { name: /Название группы/ })).toBeTruthy();
    expectNoEnglish(list.container);
    cleanup();
    const messages = [1, 2].map((seq) => ({ seq, seat: 1, name: "Борис", text: seq === 1 ? "Договорились?" : "Москва ваша", at }));
    const open = render(<PressPanel state={{ ...state, open: "s0-1-2", channel: state.press!.channels[1]!, messages }} actions={actions} names={names} mySeat={0} />);
    expect(screen.getByText("Прочитали: Борис")).toBeTruthy();
    expect(screen.getByText("Ещё не прочитали: Вика")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Написать: Реформаторы + Мафия" })).toBeTruthy();
    expectNoEnglish(open.container);
  });

  it("the action sheet's own words", () => {
    const moves = Array.from({ length: 8 }, (_, i) => ({ move: { kind: "play", card: i }, label: `Сыграть ${i}` }));
    const { container } = render(<ActionSheet thing="Мышь" anchor={null} moves={moves} busy={false} onChoose={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole("dialog", { name: "Что можно сделать: Мышь" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Закрыть" })).toBeTruthy();
    expectNoEnglish(container, ["play"]);
  });

  it("Conspiracy Theory's how-to-play guide, from the Russian rulebook", async () => {
    await act(async () => {
      // The rules page loads the guide apart from the game's module: both, before the first render.
      await Promise.all([loadGame("conspiracy-theory"), loadGuide("conspiracy-theory")]);
    });
    const { container } = render(<RulesView game="conspiracy-theory" />);
    expect(await screen.findByRole("heading", { name: "Цель" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Как играть" })).toBeTruthy();
    const guide = container.querySelector(".guide") as HTMLElement;
    expect(guide.getAttribute("lang")).toBe("ru");
    // Banned: the words of the English guide and app and of the cards' English effects that no
    // Russian string uses (effects read in Russian on the example board too); a card's English
    // name may stand beside its Russian one.
    const ruWords = new Set([...leaves(ru as unknown as Tree), ...leaves(ctStrings.ru as Tree), ...leaves(ctGuideRu as unknown as Tree)].flatMap(words).map((w) => w.toLowerCase()));
    const names = new Set(ctCards.map((c) => c.nameEn).flatMap(words).map((w) => w.toLowerCase()));
    const enWords = [...leaves(en as unknown as Tree), ...leaves(ctStrings.en as Tree), ...leaves(ctGuide as unknown as Tree), ...ctCards.map((c) => c.effect)];
    const banned = new Set(enWords.flatMap(words).map((w) => w.toLowerCase()).filter((w) => !ruWords.has(w) && !names.has(w)));
    expect(banned.has("rulebook")).toBe(true);
    expect(banned.has("executor")).toBe(true);
    expect([...new Set(words(visibleText(guide)).map((w) => w.toLowerCase()).filter((w) => banned.has(w)))]).toEqual([]);
  });

  it.each([
    ["twelve-o-twelve", twelveGuide, twelveGuideRu, twelveStrings],
    ["politika", politikaGuide, politikaGuideRu, politikaStrings],
  ] as const)("%s's how-to-play guide: the words in Russian, the same parts as the English", async (game, enGuide, ruGuide, gameStrings) => {
    expect([ruGuide.goal.length, ruGuide.setup.length, ruGuide.turn.length, ruGuide.actions.length, ruGuide.example.length])
      .toEqual([enGuide.goal.length, enGuide.setup.length, enGuide.turn.length, enGuide.actions.length, enGuide.example.length]);
    await act(async () => {
      await Promise.all([loadGame(game), loadGuide(game)]);
    });
    const { container } = render(<RulesView game={game} />);
    expect(await screen.findByRole("heading", { name: "Действия" })).toBeTruthy();
    const guide = container.querySelector(".guide") as HTMLElement;
    expect(guide.getAttribute("lang")).toBe("ru");
    // The worked example's board is not translated yet (docs/web.md); the guide's words are.
    guide.querySelector(".board-frame")?.remove();
    const ruWords = new Set([...leaves(ru as unknown as Tree), ...leaves(gameStrings.ru as Tree), ...leaves(ruGuide as unknown as Tree)].flatMap(words).map((w) => w.toLowerCase()));
    const banned = new Set([...leaves(en as unknown as Tree), ...leaves(enGuide as unknown as Tree)].flatMap(words).map((w) => w.toLowerCase()).filter((w) => !ruWords.has(w)));
    expect([...new Set(words(visibleText(guide)).map((w) => w.toLowerCase()).filter((w) => banned.has(w)))]).toEqual([]);
  });

  it("a missing key would be caught: English-only words are detected", () => {
    const div = document.createElement("div");
    div.textContent = `${i18n.t("moves.choose", { lng: "en" })}`;
    expect(() => expectNoEnglish(div)).toThrow();
  });
});
