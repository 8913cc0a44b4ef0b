/**
 * `npm start` (and `npm run dev`): the whole stack on fixed ports, data kept in .local/ between
 * runs, the URL printed, and a clean shutdown on Ctrl-C. `npm start` serves the production build
 * (the static export, rebuilt when stale) the way CloudFront serves it; `npm run dev` (`--dev`)
 * runs `next dev` instead, for editing the web app.
 */
import { resolve } from "node:path";
import { JavaMissing } from "./dynamo-local";
import { REPO_ROOT, startLocalStack } from "./stack";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

async function main() {
  const dev = process.argv.includes("--dev");
  console.log(`Starting Backroom locally${dev ? " (next dev)" : ""}…`);
  const stack = await startLocalStack({
    ports: { dynamo: port("DYNAMO_PORT", 8000), api: port("API_PORT", 4000), smtp: port("SMTP_PORT", 1025), web: port("WEB_PORT", 3000), inbound: port("INBOUND_PORT", 2525) },
    dataDir: resolve(REPO_ROOT, ".local/dynamodb"),
    web: dev ? "dev" : "prod",
    log: (l) => console.log(`  ${l}`),
  });
  console.log(`\nBackroom is running: ${stack.webUrl}`);
  console.log(`Caught mail:         ${stack.webUrl}/dev/mail`);
  if (stack.inbound) console.log(`Replies (inbound):   smtp://127.0.0.1:${stack.inbound.port}, for *@${stack.inbound.domain} (or use Reply on the mail page)`);
  console.log("Press Ctrl-C to stop.");
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((e) => {
  if (e instanceof JavaMissing) console.error(`\n${e.message}`);
  else console.error(e);
  process.exit(1);
});
