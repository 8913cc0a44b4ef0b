/**
 * The press store against DynamoDB Local: messages racing for one channel's slot are neither
 * lost nor doubled, a message sent again is one message, and nothing press writes touches the
 * game's summary (its version, move version or ETag).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { highCard } from "../../fixtures/high-card";
import { freshPlatform } from "../../support/dynamo";
import { atTheWrite } from "../../support/barrier";
import { PressStore } from "../../../functions/src/store/press-store";
import { makeDocumentClient } from "../../../functions/src/store/client";

let app: Awaited<ReturnType<typeof freshPlatform>>;
let doc: ReturnType<typeof makeDocumentClient>;
let press: PressStore;
let n = 0;

beforeAll(async () => {
  app = await freshPlatform({ games: { [highCard.id]: highCard } });
  doc = makeDocumentClient(app.dynamo);
  press = new PressStore(doc, app.tableName);
});

async function newGame(): Promise<string> {
  const players = ["ann", "bob", "cy"].map((p) => ({ name: p, email: `${p}-${n}@example.test` }));
  n++;
  return (await app.service.createGame(players[0]!.email, { game: "high-card", options: { rounds: 2 }, players, press: { mode: "full" } })).gameId;
}

const message = (seat: number, text: string, id: string) => ({ channel: "s0-1-2", members: [0, 1, 2], seat, name: `seat ${seat}`, text, at: "2026-12-01T09:00:00.000Z", clientMessageId: id });

describe("messages racing for one channel", () => {
  it("all land, each once, in consecutive seqs, whichever wins the slot", async () => {
    const id = await newGame();
    const { result } = await atTheWrite(doc, 4, () => Promise.all([0, 1, 2, 0].map((seat, i) => press.post(id, message(seat, `line ${i}`, `race-line-${i}`)))));
    expect(result.map((r) => r.duplicate)).toEqual([false, false, false, false]);
    expect(result.map((r) => r.seq).sort()).toEqual([1, 2, 3, 4]);
    const { messages } = await press.messages(id, "s0-1-2", 0, 10);
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(messages.map((m) => m.text).sort()).toEqual(["line 0", "line 1", "line 2", "line 3"]);
    expect((await press.channel(id, "s0-1-2"))!.lastSeq).toBe(4);
  });

  it("the same message sent three times at once is written once; all three answer its seq", async () => {
    const id = await newGame();
    const { result } = await atTheWrite(doc, 3, () => Promise.all([0, 1, 2].map(() => press.post(id, message(1, "once", "same-message-1")))));
    expect(new Set(result.map((r) => r.seq))).toEqual(new Set([1]));
    expect(result.filter((r) => !r.duplicate)).toHaveLength(1);
    expect((await press.messages(id, "s0-1-2", 0, 10)).messages.map((m) => m.text)).toEqual(["once"]);
  });

  it("the same client id from another seat is another message", async () => {
    const id = await newGame();
    await press.post(id, message(0, "from 0", "shared-id-1"));
    const other = await press.post(id, message(1, "from 1", "shared-id-1"));
    expect(other).toEqual({ channel: "s0-1-2", seq: 2, duplicate: false });
  });
});

describe("what press writes", () => {
  it("leaves the game's summary exactly as it was", async () => {
    const id = await newGame();
    const before = await app.store.getSummary(id);
    await press.post(id, message(0, "secret plan", "summary-untouched"));
    await press.markRead(id, { seat: 1, channel: "s0-1-2", upTo: 1, email: "bob-x@example.test" }, "2026-12-01T09:01:00.000Z");
    await press.setMute(id, 1, "bob-x@example.test", 0, true);
    expect(await app.store.getSummary(id)).toEqual(before);
    expect(JSON.stringify(await app.store.events(id, -1))).not.toContain("secret plan");
  });

  it("a read marker never goes back for the same player, and a new player of the seat starts afresh", async () => {
    const id = await newGame();
    const at = "2026-12-01T09:00:00.000Z";
    await press.markRead(id, { seat: 1, channel: "s0-1", upTo: 5, email: "old@example.test" }, at);
    await press.markRead(id, { seat: 1, channel: "s0-1", upTo: 3, email: "old@example.test" }, at);
    expect((await press.readMarkers(id)).map((m) => m.upTo)).toEqual([5]);
    await press.markRead(id, { seat: 1, channel: "s0-1", upTo: 2, email: "new@example.test" }, at);
    expect(await press.readMarkers(id)).toEqual([{ seat: 1, channel: "s0-1", upTo: 2, email: "new@example.test" }]);
  });
});
