/** Reading a reply: the words without quotes and signatures, robots told apart, senders vouched for only by their own domain, moves read narrowly. */
import { describe, expect, it } from "vitest";
import { notVouched, robotReason } from "../../../functions/src/replies/checks";
import { numberChoices, readReply } from "../../../functions/src/replies/choices";
import { MAX_REPLY_BYTES, parseReply, stripQuoted } from "../../../functions/src/replies/parse";
import { answerEmail } from "../../../functions/src/replies/answers";
import { replyEn, replyRu } from "../../../functions/src/replies/reply-strings";
import { keyParity } from "../../support/i18n-parity";

const mail = (headers: string, body: string, charset = "utf-8") =>
  Buffer.from(`From: Ann <Ann@Example.test>\r\nTo: x@reply.example\r\nSubject: Re: Your move\r\nMessage-ID: <m1@example.test>\r\n${headers}Content-Type: text/plain; charset=${charset}\r\n\r\n${body}`, charset === "utf-8" ? "utf8" : "latin1");

describe("parseReply", () => {
  it("keeps what the person wrote: English and Russian attributions, quotes and signatures go", async () => {
    const r = await parseReply(mail("", "2\r\n\r\nOn Tue, 1 Dec 2026 at 09:00, Backroom <no-reply@backroom.example> wrote:\r\n> Your move\r\n> 1. Play card-3\r\n"));
    expect(r).toMatchObject({ from: "ann@example.test", messageId: "<m1@example.test>", text: "2", problem: null });
    expect(stripQuoted("пас\n\nвт, 1 дек. 2026 г. в 09:00, Backroom <no-reply@backroom.example>:\n> Ваш ход\n")).toBe("пас");
    expect(stripQuoted("Nice move!\n\n-- \nAnn\n")).toBe("Nice move!");
  });
  it("reads HTML-only and non-UTF-8 mail", async () => {
    const html = await parseReply(Buffer.from("From: ann@example.test\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<div>pass</div><blockquote>Your move</blockquote>"));
    expect(html.text).toBe("pass");
    const latin = await parseReply(mail("", "Tr\xe8s bien\r\n", "iso-8859-1"));
    expect(latin.text).toBe("Très bien");
  });
  it("reads only the header block of a message over the limit", async () => {
    const big = Buffer.concat([mail("", ""), Buffer.alloc(MAX_REPLY_BYTES + 10, 65)]);
    expect(await parseReply(big)).toMatchObject({ from: "ann@example.test", text: null, problem: "too-large" });
    // The adapter may hand over only the start of a large message, with its whole size.
    expect(await parseReply(mail("", "1"), 20_000_000)).toMatchObject({ problem: "too-large" });
  });
  it("collects the DKIM signing domains", async () => {
    const r = await parseReply(mail("DKIM-Signature: v=1; a=rsa-sha256; d=Example.test; s=s1;\r\n b=abc\r\n", "1"));
    expect(r.dkimDomains).toEqual(["example.test"]);
  });
});

describe("a move, then talk", () => {
  const list = numberChoices({
    game: "high-card", language: "en",
    moves: [{ move: { kind: "play", card: "card-3" }, label: "Play card-3" }, { move: { kind: "play", card: "card-7" }, label: "Play card-7" }, { move: { kind: "pass" }, label: "Pass" }],
  });
  const [, second, pass] = list.choices;
  const read = (text: string) => readReply(text, list, "en");

  it("a first line that is the move makes it; the lines after it are said", () => {
    expect(read("2\n\nSorry Anna, nothing personal")).toEqual({ kind: "move", choice: second, talk: "Sorry Anna, nothing personal" });
    expect(read("2. Play card-7\r\nSorry Anna")).toEqual({ kind: "move", choice: second, talk: "Sorry Anna" });
    expect(read("#2 please\nI had 3 cards like it")).toEqual({ kind: "move", choice: second, talk: "I had 3 cards like it" });
    expect(read("Play card-7\nYour turn, Bob")).toEqual({ kind: "move", choice: second, talk: "Your turn, Bob" });
    expect(read("pass\nNext time, Bob.")).toEqual({ kind: "move", choice: pass, talk: "Next time, Bob." });
    // Paragraphs are kept, runs of blank lines closed up.
    expect(read("2\nFirst.\n\n\n\nSecond.")).toEqual({ kind: "move", choice: second, talk: "First.\n\nSecond." });
  });
  it("a move alone says nothing; a line that is only a number is a number, not talk", () => {
    expect(read("2")).toEqual({ kind: "move", choice: second });
    expect(read("2 please")).toEqual({ kind: "move", choice: second });
    expect(read("2\n2\nSorry")).toEqual({ kind: "move", choice: second, talk: "Sorry" });
    expect(read("2\n\n3")).toMatchObject({ kind: "unclear", reason: "two-numbers" });
    expect(read("2\nSorry Anna\n3")).toMatchObject({ kind: "unclear", reason: "two-numbers" });
    expect(read("Play card-7\nSorry\n1")).not.toMatchObject({ kind: "move", choice: second });
  });
  it("talk whose first line is no move stays talk", () => {
    expect(read("Sorry Anna, nothing personal.\nI will play what I must, whatever you think of it.")).toEqual({ kind: "text" });
    expect(read("3 cards is a lot to hold\nisn't it")).toEqual({ kind: "text" });
  });
});

describe("robots", () => {
  const h = (o: Record<string, string>) => new Map(Object.entries(o));
  it.each([
    [{ "auto-submitted": "auto-replied" }, "ann@example.test", "auto-submitted"],
    [{ "x-autoreply": "yes" }, "ann@example.test", "auto-reply header"],
    [{ precedence: "junk" }, "ann@example.test", "precedence"],
    [{ "list-id": "<games.example.test>" }, "ann@example.test", "mailing list"],
    [{}, "", "null return path"],
    [{}, "MAILER-DAEMON@example.test", "robot sender"],
    [{ "content-type": "multipart/report; report-type=delivery-status" }, "ann@example.test", "delivery report"],
  ])("%o from <%s> is a robot's (%s)", (headers, mailFrom, why) => {
    expect(robotReason(h(headers), mailFrom, "ann@example.test")).toBe(why);
  });
  it("a person's reply, even saying Auto-Submitted: no, is not", () => {
    expect(robotReason(h({ "auto-submitted": "no" }), "ann@example.test", "ann@example.test")).toBeNull();
  });
});

describe("verdicts", () => {
  const pass = { spf: "pass", dkim: "none", spam: "pass", virus: "pass" } as const;
  const env = (mailFrom: string) => ({ mailFrom, rcptTo: [] });
  it("vouch only for the From domain itself", () => {
    expect(notVouched(pass, env("bounce@mail.example.test"), "ann@example.test", [])).toBeNull();
    expect(notVouched(pass, env("mallory@evil.test"), "ann@example.test", [])).toBe("authenticated domain is not the From domain");
    expect(notVouched({ ...pass, spf: "fail", dkim: "pass" }, env("x@evil.test"), "ann@example.test", ["example.test"])).toBeNull();
    expect(notVouched({ ...pass, spf: "fail", dkim: "pass" }, env("x@evil.test"), "ann@example.test", ["evil.test"])).not.toBeNull();
    expect(notVouched({ ...pass, spf: "fail", dmarc: "pass" }, env("x@evil.test"), "ann@example.test", [])).toBeNull();
    expect(notVouched({ ...pass, spf: "gray" }, env("ann@example.test"), "ann@example.test", [])).toBe("neither SPF nor DKIM passed");
  });
  it("never vouch for spam or a virus", () => {
    expect(notVouched({ ...pass, spam: "fail" }, env("ann@example.test"), "ann@example.test", [])).toBe("spam verdict");
    expect(notVouched({ ...pass, virus: "fail" }, env("ann@example.test"), "ann@example.test", [])).toBe("virus verdict");
  });
});

describe("answers", () => {
  const news = {
    gameId: "g1abcdefgh", game: "high-card", title: "High Card", seat: 0, name: "Ann", players: ["Ann", "Bob"], status: "active" as const,
    createdBy: "Ann", lines: ["Bob chose a card."], earlierOmitted: false, awaitingMe: true, choices: [], waitingFor: ["Bob"], firstToMove: [], result: null,
  };
  it("say the same things in both languages, and say them in the reader's", () => {
    expect(keyParity(replyEn, replyRu)).toEqual([]);
    const choices = numberChoices({ game: "high-card", moves: [{ move: { kind: "play", card: "card-3" }, label: "Play card-3" }], language: "en" });
    const en = answerEmail({ to: "ann@example.test", language: "en", news, choices, done: { kind: "refused", why: "two-numbers" }, subject: "Your move in High Card", inReplyTo: "<m1@x>", gameUrl: null, replyTo: "t@reply.example" });
    expect(en).toMatchObject({ subject: "Re: Your move in High Card", replyTo: "t@reply.example", headers: { "Auto-Submitted": "auto-replied", "In-Reply-To": "<m1@x>" } });
    expect(en.text).toContain("Your reply holds more than one number: reply with just one.\n\n- Bob chose a card.\n\nReply with the number of your choice:\n1. Play card-3");
    const ru = answerEmail({ to: "ann@example.test", language: "ru", news, choices, done: { kind: "refused", why: "stale" }, subject: "", inReplyTo: null, gameUrl: null, replyTo: null });
    expect(ru.text).toContain("Это решение уже принято");
    expect(ru.text).toContain("Ответьте номером выбранного варианта:");
    expect(ru).not.toHaveProperty("replyTo");
  });
  it("say both the move and the words said after it, or why the words were not posted", () => {
    const said = answerEmail({ to: "ann@example.test", language: "en", news, choices: null, done: { kind: "moved", choice: "Play card-3", talk: { kind: "said", text: "Sorry Bob" } }, subject: "Re: x", inReplyTo: null, gameUrl: null, replyTo: null });
    expect(said.text).toContain("Done: Play card-3.\nSaid at the table: “Sorry Bob”");
    const notSaid = answerEmail({ to: "ann@example.test", language: "ru", news, choices: null, done: { kind: "moved", choice: "Play card-3", talk: { kind: "refused", why: "too-long", detail: { max: 1000 } } }, subject: "Re: x", inReplyTo: null, gameUrl: null, replyTo: null });
    expect(notSaid.text).toContain("Готово: Play card-3.\nВаши слова после хода не отправлены: Сообщение слишком длинное для общего чата (не больше 1000 знаков).");
  });
  it("answer talk in a private channel as said there, and keep the thread in it", () => {
    const out = answerEmail({ to: "ann@example.test", language: "en", news, choices: null, channel: "s0-1", done: { kind: "chatted", text: "Deal?" }, subject: "Re: x", inReplyTo: null, gameUrl: null, replyTo: null });
    expect(out.text).toContain("Said in the private channel: “Deal?”");
    expect(out.text).toContain("Reply to this mail to write in the same private channel.");
    expect(out.text).not.toContain("table");
  });
  it("tell a stranger nothing of the game", () => {
    const out = answerEmail({ to: "mallory@evil.test", language: "en", news: null, choices: null, done: { kind: "refused", why: "not-your-seat" }, subject: "Re: x", inReplyTo: null, gameUrl: null, replyTo: null });
    expect(out.text).not.toMatch(/High Card|Bob|card-/);
  });
});
