/**
 * The SES adapter (SES has no local twin, so its client is the one thing faked: we assert the
 * request it would send; or a local server answers the real client's HTTP requests). The
 * emails' words are tested in tests/functions/mail/emails.unit.test.ts.
 */
import { createServer } from "node:http";
import { SendEmailCommand } from "@aws-sdk/client-sesv2";
import { describe, expect, it, vi } from "vitest";
import { countingMailer } from "../../../functions/src/mail/counting-mailer";
import { MailThrottled, PermanentMailError, type Email } from "../../../functions/src/ports/mailer";
import { sesMailer } from "../../../functions/src/adapters/aws/ses-mailer";

describe("sesMailer", () => {
  it("sends one SESv2 SendEmail request: from, one recipient, UTF-8 subject, text and HTML", async () => {
    const sent: unknown[] = [];
    const mailer = sesMailer("Backroom <no-reply@backroom.example>", { configurationSet: "backroom-events", client: { send: async (c: unknown) => { sent.push(c); return {}; } } as never });
    await mailer.send({ to: "åsa@example.test", subject: "Your move in Politika", text: "Hello Åsa", html: "<p>Hello Åsa</p>", headers: { "List-Unsubscribe": "<https://x.test/u>" } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeInstanceOf(SendEmailCommand);
    expect((sent[0] as SendEmailCommand).input).toEqual({
      FromEmailAddress: "Backroom <no-reply@backroom.example>",
      ConfigurationSetName: "backroom-events",
      Destination: { ToAddresses: ["åsa@example.test"] },
      Content: {
        Simple: {
          Subject: { Data: "Your move in Politika", Charset: "UTF-8" },
          Body: { Text: { Data: "Hello Åsa", Charset: "UTF-8" }, Html: { Data: "<p>Hello Åsa</p>", Charset: "UTF-8" } },
          Headers: [{ Name: "List-Unsubscribe", Value: "<https://x.test/u>" }],
        },
      },
    });
  });

  it("without a client of its own, loads the real SES client on the first send and sends through it", async () => {
    // SES's HTTP API answered by a local server: the real client's requests, as SES would get them.
    const requests: { method?: string; url?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => { body += String(d); });
      req.on("end", () => { requests.push({ method: req.method, url: req.url, body }); res.setHeader("content-type", "application/json"); res.end(JSON.stringify({ MessageId: `m${requests.length}` })); });
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    const { port } = server.address() as { port: number };
    vi.stubEnv("AWS_ENDPOINT_URL_SESV2", `http://127.0.0.1:${port}`);
    vi.stubEnv("AWS_REGION", "eu-west-1");
    vi.stubEnv("AWS_ACCESS_KEY_ID", "test");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "test");
    try {
      const mailer = sesMailer("Backroom <no-reply@backroom.example>", { configurationSet: "backroom-events" });
      await mailer.send({ to: "ann@example.test", subject: "Your move", text: "Hello", html: "<p>Hello</p>" });
      await mailer.send({ to: "bob@example.test", subject: "Your move", text: "Hi", html: "<p>Hi</p>" });
      expect(requests.map((r) => [r.method, r.url])).toEqual([["POST", "/v2/email/outbound-emails"], ["POST", "/v2/email/outbound-emails"]]);
      expect(JSON.parse(requests[0]!.body)).toMatchObject({ FromEmailAddress: "Backroom <no-reply@backroom.example>", ConfigurationSetName: "backroom-events", Destination: { ToAddresses: ["ann@example.test"] } });
      expect(JSON.parse(requests[1]!.body)).toMatchObject({ Destination: { ToAddresses: ["bob@example.test"] } });
    } finally {
      vi.unstubAllEnvs();
      server.close();
    }
  });

  it("passes SES failures on, so the notifier retries the record", async () => {
    const mailer = sesMailer("f@example.test", { client: { send: async () => { throw new Error("Throttling"); } } as never });
    await expect(mailer.send({ to: "a@example.test", subject: "s", text: "t", html: "h" })).rejects.toThrow("Throttling");
  });

  it("tells SES's throttles (the maximum send rate) from other failures, for the pacer", async () => {
    const failing = (name: string) => sesMailer("f@example.test", { client: { send: async () => { throw Object.assign(new Error("Maximum sending rate exceeded."), { name }); } } as never });
    const email = { to: "a@example.test", subject: "s", text: "t", html: "h" };
    for (const name of ["TooManyRequestsException", "ThrottlingException", "Throttling"]) await expect(failing(name).send(email)).rejects.toBeInstanceOf(MailThrottled);
    for (const name of ["InternalFailure", "AccessDeniedException"]) await expect(failing(name).send(email)).rejects.not.toBeInstanceOf(MailThrottled);
  });
});

describe("countingMailer", () => {
  const email: Email = { to: "a@example.test", subject: "s", text: "t", html: "h" };

  it("counts a send as MailsSent and a failure as MailsFailed, and passes the failure on", async () => {
    const counted: string[] = [];
    const telemetry = { count: (name: string) => { counted.push(name); } };
    let fail = false;
    const mailer = countingMailer({ send: async () => { if (fail) throw new PermanentMailError("mailbox unavailable"); } }, telemetry);
    await mailer.send(email);
    fail = true;
    await expect(mailer.send(email)).rejects.toThrow(PermanentMailError);
    expect(counted).toEqual(["MailsSent", "MailsFailed"]);
  });

  it("a permanent failure names itself in logs", () => {
    expect(String(new PermanentMailError("mailbox unavailable"))).toBe("PermanentMailError: mailbox unavailable");
  });
});
