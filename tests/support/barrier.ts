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
  const target = doc as unknown as { send: (command: unknown) => Promise<unknown> };
  const own = Object.hasOwn(doc, "send");
  const original = target.send;
  const send = original.bind(doc);
  let held = 0;
  let release!: () => void;
  const allThere = new Promise<void>((resolve) => { release = resolve; });
  let first: { keys: Set<string>; landed: Promise<unknown> } | null = null;
  target.send = async (command: unknown) => {
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
    throw new TransactionCanceledException({
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.join(", ")}]`,
      $metadata: {}, CancellationReasons: reasons.map((Code) => ({ Code })),
    });
  };
  try {
    return { result: await run(), held };
  } finally {
    if (own) target.send = original;
    else delete (target as { send?: unknown }).send;
  }
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
  const target = doc as unknown as { send: (command: unknown) => Promise<unknown> };
  const own = Object.hasOwn(doc, "send");
  const original = target.send;
  const send = original.bind(doc);
  let refused = 0;
  target.send = async (command: unknown) => {
    if (refused >= times || !match(command)) return send(command);
    refused++;
    throw new TransactionConflictException({ message: "Transaction is ongoing for the item", $metadata: {} });
  };
  try {
    return { result: await run(), refused };
  } finally {
    if (own) target.send = original;
    else delete (target as { send?: unknown }).send;
  }
}

/**
 * Another writer wins the race for certain: the first write that `match`es waits while
 * `meanwhile` runs to its end (its own writes pass straight through), then goes on to meet what
 * it wrote. So a test proves what the loser is told, not which request the scheduler favoured.
 */
export async function afterAnotherWrite<T>(doc: DynamoDBDocumentClient, match: (command: unknown) => boolean, meanwhile: () => Promise<unknown>, run: () => Promise<T>): Promise<{ result: T; overtaken: boolean }> {
  const target = doc as unknown as { send: (command: unknown) => Promise<unknown> };
  const own = Object.hasOwn(doc, "send");
  const original = target.send;
  const send = original.bind(doc);
  let overtaken = false;
  let inside = false;
  target.send = async (command: unknown) => {
    if (overtaken || inside || !match(command)) return send(command);
    inside = true;
    try { await meanwhile(); } finally { inside = false; overtaken = true; }
    return send(command);
  };
  try {
    return { result: await run(), overtaken };
  } finally {
    if (own) target.send = original;
    else delete (target as { send?: unknown }).send;
  }
}
