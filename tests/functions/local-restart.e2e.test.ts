/**
 * `npm start` stopped and started again with mail still pending: the timers and the stream
 * position are kept in the data directory, so the pending mail is delivered after the restart,
 * once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { highCard } from "../fixtures/high-card";
import { startLocalStack, type LocalStack } from "../../functions/src/local/stack";

const root = mkdtempSync(join(tmpdir(), "backroom-restart-"));
let stack: LocalStack | undefined;

afterAll(async () => {
  await stack?.stop();
  rmSync(root, { recursive: true, force: true });
});

it("delivers mail that was pending at a stop once after the restart", async () => {
  const start = () => startLocalStack({ games: { [highCard.id]: highCard }, dataDir: join(root, "dynamodb"), coalesceSeconds: 4 });
  stack = await start();
  const ann = "ann@example.test";
  const bob = "bob@example.test";
  // Hal hosts (the host is not invited); Ann and Bob are.
  const { gameId } = await stack.app.service.createGame("hal@example.test", { game: "high-card", options: { rounds: 1 }, players: [{ name: "Hal", email: "hal@example.test" }, { name: "Ann", email: ann }, { name: "Bob", email: bob }] });
  // The invitations are queued behind their coalescing window when the stack stops.
  for (const email of [ann, bob]) await expect.poll(async () => (await stack!.app.users.pending(email, gameId))?.fromSeq, { timeout: 60_000 }).toBe(0);
  await expect.poll(() => stack!.timers.pendingNames().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await stack.stop();
  expect(stack.mail.messages()).toHaveLength(0);

  stack = await start();
  // Also a record written now, after the restart, must arrive: the poller reads on from its checkpoint.
  await stack.app.auth.requestSignIn("cy@example.test", null);
  await stack.mail.waitFor((m) => m.to === "cy@example.test", 60_000);
  for (const email of [ann, bob]) await stack.mail.waitFor((m) => m.to === email && m.subject.startsWith("You are invited"), 60_000);
  await new Promise((r) => setTimeout(r, 3000));
  expect(stack.mail.messages().map((m) => m.to).sort()).toEqual([ann, bob, "cy@example.test"]);
});
