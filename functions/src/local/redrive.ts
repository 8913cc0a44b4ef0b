/**
 * `npm run redrive`: sends the mail set aside after its last try again, in the local stack's
 * table (`npm start` must be running, so the stream brings the re-written records to the
 * notifier). The same use case as the timer function's `{ "kind": "redrive" }` in AWS.
 */
import { makeDocumentClient, makeDynamoClient } from "../store/client";
import { OutboxStore } from "../store/outbox-store";
import { redrive } from "../mail/resend";
import { systemClock } from "../ports/clock";

const endpoint = `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8000}`;
const dynamo = makeDynamoClient({ endpoint });
try {
  const sent = await redrive(new OutboxStore(makeDocumentClient(dynamo), process.env.TABLE_NAME ?? "backroom"), systemClock);
  console.log(sent === 0 ? "No mail was set aside." : `${sent} set-aside mail${sent === 1 ? "" : "s"} written again; the notifier sends ${sent === 1 ? "it" : "them"} now.`);
} finally {
  dynamo.destroy();
}
