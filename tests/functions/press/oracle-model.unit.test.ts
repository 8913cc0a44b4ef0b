/**
 * The press oracle's model (oracle/model.ts) decides alone which members must get a private
 * message by mail at once (press "each"), so a slip there fails the oracle against a correct
 * backend. Issue #27: each private message goes at once to the channel's OTHER members who asked
 * for each one (never its writer, not a bot-held seat, not a member who muted the writer). A
 * channel's member list is not its seat numbers (s1-2 is seats 1 and 2, at places 0 and 1).
 */
import { expect, it } from "vitest";
import { GameModel } from "./oracle/model";

const players = ["ann", "bob", "cy", "dee"].map((n) => ({ name: n, email: `${n}@model.test` }));

function game() {
  const mail = new Map(players.map((p) => [p.email, { mode: "every", press: "each" }]));
  return new GameModel("g", "ann@model.test", "full", "private", players, mail);
}

it("each message is mailed at once to the other members, never to its writer", () => {
  const m = game();
  const { channel } = m.open([1, 2], null, null);
  m.write(channel, 2, 1, "from cy", "zq0x1qz", "2026-12-02T09:00:00.000Z");
  m.write(channel, 1, 2, "from bob", "zq0x2qz", "2026-12-02T09:00:01.000Z");
  const three = m.open([0, 2, 3], null, null).channel;
  m.write(three, 3, 1, "from dee", "zq0x3qz", "2026-12-02T09:00:02.000Z");
  expect([...m.mailedAtOnce.get("zq0x1qz")!]).toEqual(["bob@model.test"]);
  expect([...m.mailedAtOnce.get("zq0x2qz")!]).toEqual(["cy@model.test"]);
  expect([...m.mailedAtOnce.get("zq0x3qz")!].sort()).toEqual(["ann@model.test", "cy@model.test"]);
});

it("not to a bot-held seat, a member who muted the writer, or one who wants press with the moves", () => {
  const m = game();
  const { channel } = m.open([0, 1, 2, 3], null, null);
  m.seats[1] = { ...m.seats[1]!, bot: true };
  m.mutes.set("cy@model.test", new Set([3]));
  m.mail.set("ann@model.test", { mode: "every", press: "with-moves" });
  m.write(channel, 3, 1, "from dee", "zq0x1qz", "2026-12-02T09:00:00.000Z");
  m.write(channel, 2, 2, "from cy", "zq0x2qz", "2026-12-02T09:00:01.000Z");
  expect([...m.mailedAtOnce.get("zq0x1qz")!]).toEqual([]);
  expect([...m.mailedAtOnce.get("zq0x2qz")!]).toEqual(["dee@model.test"]);
});
