/**
 * A race made certain at the conditional write: every TransactWriteItems call through the
 * store's document client waits until `count` of them have arrived, then all are sent at once.
 * So each racer has read the same state and reached its write before any write lands; the test
 * then proves the write's condition, not the scheduler's luck. Only the first `count` calls are
 * held; later ones (a loser's retry, the winner's follow-up writes) pass straight through.
 *
 * DynamoDB Local runs transactions one after another, so a loser always meets the winner's
 * write as a failed condition. AWS may instead cancel a transaction that overlaps another in
 * flight, naming `TransactionConflict` for the items both touch; that has no local twin, so
 * `{ as: "conflict" }` answers the held losers that way (after the first held write has landed),
 * with the SDK's own exception, and writes nothing for them.
 */
import { TransactionCanceledException, TransactionConflictException } from "@aws-sdk/client-dynamodb";
import { TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export type Loss = "condition" | "conflict";

export async function atTheWrite<T>(doc: DynamoDBDocumentClient, count: number, run: () => Promise<T>, opts: {
  as?: Loss;
  /** Which calls are held (default: every TransactWriteItems); `as: "conflict"` applies to transactions only. */
  hold?: (command: unknown) => boolean;
} = {}): Promise<{ result: T; held: number }> {
  const hold = opts.hold ?? ((command: unknown) => command instanceof TransactWriteCommand);
  let held = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => { release = resolve; });
  let first: { keys: Set<string>; landed: Promise<unknown> } | null = null;
  const result = await intercepting(doc, async (command, send) => {
    if (!hold(command) || held >= count) return send(command);
    held++;
    if (held === count) release();
    await allThere;
    if (opts.as !== "conflict" || !(command instanceof TransactWriteCommand)) return send(command);
    if (!first) {
      const landed = send(command);
      first = { keys: new Set(keysOf(command)), landed: landed.catch(() => undefined) };
      return landed;
    }
    const winner = first;
    await winner.landed;
    const reasons = keysOf(command).map((k) => (winner.keys.has(k) ? "TransactionConflict" : "None"));
    // Transactions that touch no common item do not conflict in AWS either.
    if (!reasons.includes("TransactionConflict")) return send(command);
    throw overlapCancellation(reasons);
  }, run);
  return { result, held };
}

/**
 * Runs `run` with every command `doc` sends passed through `handle` (which may send it with
 * `send`, hold it, or answer for it), and `doc` as it was afterwards.
 */
async function intercepting<T>(doc: DynamoDBDocumentClient, handle: (command: unknown, send: (command: unknown) => Promise<unknown>) => Promise<unknown>, run: () => Promise<T>): Promise<T> {
  const target = doc as unknown as { send: (command: unknown) => Promise<unknown> };
  const own = Object.hasOwn(doc, "send");
  const original = target.send;
  const send = original.bind(doc);
  target.send = (command: unknown) => handle(command, send);
  try {
    return await run();
  } finally {
    if (own) target.send = original;
    else delete (target as { send?: unknown }).send;
  }
}

/** AWS's cancellation of a transaction, with one reason per write (`TransactionConflict` where it overlapped another). */
function overlapCancellation(reasons: readonly string[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.join(", ")}]`,
    $metadata: {}, CancellationReasons: reasons.map((Code) => ({ Code })),
  });
}

/** Each write's item key, in order, as "pk|sk". */
function keysOf(command: TransactWriteCommand): string[] {
  return (command.input.TransactItems ?? []).map((w) => {
    const key = w.Put?.Item ?? w.Update?.Key ?? w.Delete?.Key ?? w.ConditionCheck?.Key ?? {};
    return `${String(key.pk)}|${String(key.sk)}`;
  });
}

/**
 * AWS refuses a single-item write to an item a transaction is writing at that moment with
 * `TransactionConflictException` (no local twin either): the first `times` writes that `match`
 * are answered so, and nothing is written for them.
 */
export async function inAnotherTransaction<T>(doc: DynamoDBDocumentClient, match: (command: unknown) => boolean, times: number, run: () => Promise<T>): Promise<{ result: T; refused: number }> {
  let refused = 0;
  const result = await intercepting(doc, async (command, send) => {
    if (refused >= times || !match(command)) return send(command);
    refused++;
    throw new TransactionConflictException({ message: "Transaction is ongoing for the item", $metadata: {} });
  }, run);
  return { result, refused };
}

/**
 * Another writer wins the race for certain: the first write that `match`es waits while
 * `meanwhile` runs to its end (its own writes pass straight through), then goes on to meet what
 * it wrote. So a test proves what the loser is told, not which request the scheduler favoured.
 */
export async function afterAnotherWrite<T>(doc: DynamoDBDocumentClient, match: (command: unknown) => boolean, meanwhile: () => Promise<unknown>, run: () => Promise<T>): Promise<{ result: T; overtaken: boolean }> {
  let overtaken = false;
  let inside = false;
  const result = await intercepting(doc, async (command, send) => {
    if (overtaken || inside || !match(command)) return send(command);
    inside = true;
    try { await meanwhile(); } finally { inside = false; overtaken = true; }
    return send(command);
  }, run);
  return { result, overtaken };
}

/**
 * The first transaction that `match`es is cancelled as AWS cancels one that overlaps another in
 * flight (DynamoDB Local has no such answer): `meanwhile` (the other writer) runs to its end
 * first; nothing of the cancelled one is written.
 */
export async function cancelledAsOverlapping<T>(doc: DynamoDBDocumentClient, match: (command: unknown) => boolean, run: () => Promise<T>, meanwhile?: () => Promise<unknown>): Promise<{ result: T; cancelled: boolean }> {
  let cancelled = false;
  const result = await intercepting(doc, async (command, send) => {
    if (cancelled || !match(command) || !(command instanceof TransactWriteCommand)) return send(command);
    cancelled = true;
    await meanwhile?.();
    throw overlapCancellation((command.input.TransactItems ?? []).map(() => "TransactionConflict"));
  }, run);
  return { result, cancelled };
}
