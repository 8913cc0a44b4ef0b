/**
 * `npm run rotate-link-key`: revokes every settings and unsubscribe link mailed so far, in the
 * local stack's table (DynamoDB Local, as `npm start` runs it). The same use case as the timer
 * function's `{ "kind": "rotate-link-key" }` in AWS (docs/deploy.md).
 */
import { makeDocumentClient, makeDynamoClient } from "../store/client";
import { UserStore } from "../store/user-store";

const endpoint = `http://127.0.0.1:${process.env.DYNAMO_PORT ?? 8000}`;
const dynamo = makeDynamoClient({ endpoint });
try {
  const version = await new UserStore(makeDocumentClient(dynamo), process.env.TABLE_NAME ?? "backroom").rotateLinkKey();
  console.log(`Settings and unsubscribe links are now of key version ${version}: every one mailed before is refused; mail sent from now on carries new ones.`);
} finally {
  dynamo.destroy();
}
