/** What our emails say, from a reader's GameNews: subjects, the awaited decision, escaping, headers. */
import { describe, expect, it } from "vitest";
import { normaliseInbox } from "../../../functions/src/auth/auth";
import { newsEmail, signInEmail, subjectOf } from "../../../functions/src/mail/emails";
import { titleIn } from "../../../functions/src/mail/translate";
import { mailEn, mailRu } from "../../../functions/src/mail/mail-strings";
import type { GameNews } from "../../../functions/src/games/news";
import { keyParity } from "../../support/i18n-parity";

const base: GameNews = {
  gameId: "g1abcdef", game: "politika", title: "Tom Clancy's Politika", seat: 0, name: "Ann", players: ["Ann", "Boris", "Cy"],
  status: "active", createdBy: "Cy", lines: ["Boris challenges Ann in Tatarstan."], earlierOmitted: false,
  awaitingMe: true, choices: ["Respond to Boris's challenge in Tatarstan", "Concede Tatarstan"], waitingFor: [], firstToMove: [], result: null,
};
const links = { game: (id: string) => `https://play.example/auth?token=t&next=%2Fgames%2F${id}`, settings: "https://play.example/settings?token=s", unsubscribe: "https://play.example/api/unsubscribe?token=s" };

describe("newsEmail", () => {
  it("says what happened, exactly what is wanted, the deadline, and carries one game link and one-click unsubscribe", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, deadline: "2026-12-03T17:00:00.000Z" }], links);
    expect(mail.subject).toBe("Your move in Tom Clancy's Politika");
    expect(mail.text).toContain("- Boris challenges Ann in Tatarstan.");
    expect(mail.text).toContain("Waiting for your decision: Respond to Boris's challenge in Tatarstan; Concede Tatarstan.");
    expect(mail.text).toContain("Time to decide: until Thu 3 Dec, 17:00 (UTC).");
    // In the reader's own zone when their settings name one.
    const berlin = newsEmail("ann@example.test", [{ ...base, deadline: "2026-12-03T17:00:00.000Z", timeZone: "Europe/Berlin", timeControl: { daysPerDecision: 2, onTimeout: "pass", handOverAfter: 0 } }], links);
    expect(berlin.text).toContain("Time to decide: until Thu 3 Dec, 18:00 (CET).");
    expect(berlin.text).toContain("Time control: 2 days per decision, then a pass where the rules allow one, else a bot move.");
    expect(mail.text.match(/auth\?token=/g)).toHaveLength(1);
    expect(mail.headers).toEqual({ "List-Unsubscribe": "<https://play.example/api/unsubscribe?token=s>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.html).toContain('href="https://play.example/settings?token=s"');
  });

  it("introduces an invitation: what the game is and who plays first", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, lines: [], firstToMove: ["Boris"], awaitingMe: false, choices: [], waitingFor: ["Boris"] }], links);
    expect(mail.subject).toBe("You are invited to Tom Clancy's Politika");
    expect(mail.text).toContain("Cy invited you to Tom Clancy's Politika (a game of Kremlin intrigue");
    expect(mail.text).toContain("Boris plays first.");
  });

  it("escapes names and log lines in the HTML", () => {
    const mail = newsEmail("ann@example.test", [{ ...base, name: "<b>Ann</b>", lines: ["<script>x</script>"] }], links);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it.each([
    [[{ ...base, status: "finished" as const, awaitingMe: false, result: "Winner: Cy." }], "news", "Tom Clancy's Politika has ended"],
    [[{ ...base, awaitingMe: false, waitingFor: ["Cy"] }], "news", "News from Tom Clancy's Politika"],
    [[base], "reminder", "Reminder: your move in Tom Clancy's Politika"],
    [[base, { ...base, gameId: "g2abcdef", awaitingMe: false }], "news", "Backroom: news from 2 games (your move in 1)"],
  ] as const)("subject %#: %s", (news, kind, subject) => {
    expect(subjectOf(news, kind)).toBe(subject);
  });

  it("sign-in emails carry no unsubscribe header (they were asked for)", () => {
    expect(signInEmail("a@b.c", "https://x/auth?token=t").headers).toBeUndefined();
  });
});

describe("newsEmail in Russian (the recipient's language setting)", () => {
  const ru = (news: readonly GameNews[], kind: "news" | "reminder" = "news") => newsEmail("ann@example.test", news, links, kind, "ru");

  it("writes subject, text and HTML in Russian, with the date in Russian", () => {
    const mail = ru([{ ...base, deadline: "2026-12-03T17:00:00.000Z" }]);
    expect(mail.subject).toBe("Ваш ход в игре «Tom Clancy's Politika»");
    expect(mail.text).toContain("Здравствуйте, Ann!");
    expect(mail.text).toContain("С вашего последнего хода:");
    expect(mail.text).toContain("Ждём вашего решения: Respond to Boris's challenge in Tatarstan; Concede Tatarstan.");
    expect(mail.text).toContain("Время на решение: до чт 3 дек., 17:00 (UTC).");
    expect(mail.html).toContain('lang="ru"');
    expect(mail.html).toContain(">Настройки писем</a>");
    expect(mail.html).toContain(">Отписаться</a>");
    expect(mail.html).toContain("Открыть игру «Tom Clancy&#39;s Politika»");
    // None of the English chrome is left.
    for (const english of ["Hello", "Waiting for", "Open the game", "Mail settings", "Unsubscribe", "Since your last move", "Time to decide"]) {
      expect(mail.text + mail.html).not.toContain(english);
    }
  });

  it("invites in Russian: what the game is and who plays first", () => {
    const mail = ru([{ ...base, game: "conspiracy-theory", title: "Теория заговора", lines: [], firstToMove: ["Boris"], awaitingMe: false, choices: [], waitingFor: ["Boris"] }]);
    expect(mail.subject).toBe("Вас пригласили в игру «Теория заговора»");
    expect(mail.text).toContain("Cy приглашает вас в игру «Теория заговора» (карточная игра о тайных обществах");
    expect(mail.text).toContain("Первым ходит Boris.");
  });

  it.each([
    [[{ ...base, status: "finished" as const, awaitingMe: false, result: "Winner: Cy." }], "news", "Игра «Tom Clancy's Politika» окончена"],
    [[base], "reminder", "Напоминание: ваш ход в игре «Tom Clancy's Politika»"],
    [[base, { ...base, gameId: "g2abcdef", awaitingMe: false }], "news", "Backroom: новости 2 игр (ваш ход в 1)"],
    [[base, base, base, base, base], "news", "Backroom: новости 5 игр (ваш ход в 5)"],
  ] as const)("subject %#: %s", (news, kind, subject) => {
    expect(subjectOf(news, kind, "ru")).toBe(subject);
  });

  it("12-0-12: the engine's history lines, choices and result read in Russian, and the title is the Russian one", () => {
    const twelve: GameNews = {
      ...base, game: "twelve-o-twelve", title: "12-0-12: Theory of Power",
      lines: ["Boris sat down to play 12-0-12: Theory of Power.", "Boris seeks contacts. Boris draws 2 cards (Seek Contacts). Boris takes 1 Compromat (Seek Contacts)."],
      choices: ["Get Food: discard Mouse + Deer (3 Food)", "Attract Fox (pay 1 Food)", "End the turn"],
    };
    const mail = ru([twelve]);
    expect(mail.subject).toBe("Ваш ход в игре «12-0-12: Теория власти»");
    expect(mail.text).toContain("- Boris ищет связи. Boris берёт 2 карты («Искать связи»). Boris получает 1 Компромат («Искать связи»).");
    expect(mail.text).toContain("- Boris садятся за игру «12-0-12: Теория власти».");
    expect(mail.text).toContain("Ждём вашего решения: Добыть еду: сбросить «Мышь» + «Оленя» (3 Еды); Привлечь «Лису» (заплатить 1 Еду); Закончить ход.");
    expect(mail.html).toContain("<li>Boris ищет связи.");
    const over = ru([{ ...twelve, status: "finished", awaitingMe: false, choices: [], result: "Cy wins with 8 VP and the Raven's condition. Winner: Cy." }]);
    expect(over.text).toContain("Игра окончена. Cy побеждает: 8 ПО и цель Лидера «Ворон». Победитель: Cy.");
    for (const english of ["seeks", "draws", "Discard", "Attract", "turn", "wins", "Winner", "Theory"]) expect(over.text + mail.text + mail.html).not.toContain(english);
    // English readers get the engine's own words.
    expect(newsEmail("ann@example.test", [twelve], links).text).toContain("- Boris seeks contacts. Boris draws 2 cards (Seek Contacts).");
  });

  it("Conspiracy Theory: the engine's lines and choices in the rulebook's Russian", () => {
    const mail = ru([{ ...base, game: "conspiracy-theory", title: "Conspiracy Theory", lines: ["Boris places CIA in row 1. Boris ends the turn."], choices: ["Place CIA in row 2", "End the turn"] }]);
    expect(mail.subject).toBe("Ваш ход в игре «Теория заговора»");
    expect(mail.text).toContain("- Boris выкладывает Организацию «ЦРУ» в ряд 1. Boris заканчивает ход.");
    expect(mail.text).toContain("Ждём вашего решения: Выложить Организацию «ЦРУ» в ряд 2; Закончить ход.");
  });

  it("Politika: the engine's lines and choices in Russian, with the regions' Russian names", () => {
    const mail = ru([{ ...base, lines: ["Boris ends movement."], choices: ["Move your representative to Moscow", "End movement"] }]);
    expect(mail.text).toContain("- Boris заканчивает перемещение.");
    expect(mail.text).toContain("Ждём вашего решения: Переместить своего представителя в Москву; Закончить перемещение.");
    expect(newsEmail("ann@example.test", [{ ...base, choices: ["End movement"] }], links).text).toContain("Waiting for you: End movement.");
  });

  it("a Russian sign-in email", () => {
    const mail = signInEmail("a@b.c", "https://x/auth?token=t", "ru");
    expect(mail.subject).toBe("Ваша ссылка для входа в Backroom");
    expect(mail.text).toContain("Войти в Backroom: https://x/auth?token=t");
  });

  it("counts the choices left out in agreement with the number (1 вариант, 2 варианта, 5 вариантов, 21 вариант)", () => {
    const choices = (n: number) => Array.from({ length: n }, (_, i) => `Choice ${i}`);
    const left = (shownPlusMore: number) => ru([{ ...base, game: "none", choices: choices(shownPlusMore) }]).text;
    expect(left(6)).toContain("(или ещё 1 вариант)");
    expect(left(7)).toContain("(или ещё 2 варианта)");
    expect(left(10)).toContain("(или ещё 5 вариантов)");
    expect(left(26)).toContain("(или ещё 21 вариант)");
    expect(newsEmail("ann@example.test", [{ ...base, choices: choices(6) }], links).text).toContain("(or 1 more)");
    expect(newsEmail("ann@example.test", [{ ...base, choices: choices(8) }], links).text).toContain("(or one of 3 more)");
  });

  it("both languages have the same keys and interpolation parameters, none empty", () => {
    expect(keyParity(mailEn, mailRu)).toEqual([]);
  });
});

describe("normaliseInbox", () => {
  it.each([
    ["Ann@Example.com", "ann@example.com"],
    ["ann+games@example.com", "ann@example.com"],
    ["ANN+a+b@EXAMPLE.com", "ann@example.com"],
    [" bob@example.com ", "bob@example.com"],
  ])("%s counts as %s", (email, inbox) => {
    expect(normaliseInbox(email)).toBe(inbox);
  });
});

describe("Russian game titles in mail", () => {
  it("are the ones the Russian site shows, for every game (the notifier keeps its own copy; they must not drift)", async () => {
    const { games } = await import("@backroom/engine");
    const site: Record<string, string> = {
      "twelve-o-twelve": (await import("../../../web/games/twelve-o-twelve/strings")).strings.ru.meta.title,
      politika: (await import("../../../web/games/politika/strings")).strings.ru.meta.title,
      "conspiracy-theory": (await import("../../../web/games/conspiracy-theory/strings")).strings.ru.meta.title,
    };
    expect(Object.keys(site).sort()).toEqual(Object.keys(games).sort());
    for (const [id, def] of Object.entries(games)) expect(titleIn(id, def.title, "ru"), id).toBe(site[id]);
    expect(titleIn("politika", "Tom Clancy's Politika", "en")).toBe("Tom Clancy's Politika");
  });
});
