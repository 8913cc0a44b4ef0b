/** The mailer port in AWS: SES v2. */
import type { SESv2Client } from "@aws-sdk/client-sesv2";
import { MailThrottled, PermanentMailError, type Email, type Mailer } from "../../ports/mailer";
import type { AwsCallRecorder } from "./call-recorder";

/** SES v2 errors that no retry fixes; throttling, outages and our own misconfiguration are not among them. */
const PERMANENT_SES_ERRORS = new Set(["MessageRejected", "BadRequestException"]);
/** SES v2's answers to sending faster than the account's maximum send rate. */
const THROTTLE_SES_ERRORS = new Set(["TooManyRequestsException", "ThrottlingException", "Throttling"]);

/**
 * SES v2. Every send names the stack's configuration set, so its bounce and complaint events
 * reach the mail-events function and its reputation metrics feed the alarms. The SES client is
 * loaded on the first send, like nodemailer below: the functions that share this module and
 * never mail (the API, the timer) do not load it.
 */
export function sesMailer(from: string, opts: {
  configurationSet?: string; client?: Pick<SESv2Client, "send">;
  /** Tests only: records the calls of the client made here (adapters/aws/call-recorder.ts). */
  recorder?: Pick<AwsCallRecorder, "attach">;
} = {}): Mailer {
  let client: Promise<Pick<SESv2Client, "send">> | undefined;
  return {
    async send(email) {
      client ??= opts.client ? Promise.resolve(opts.client) : import("@aws-sdk/client-sesv2").then((m) => {
        const made = new m.SESv2Client({});
        opts.recorder?.attach(made);
        return made;
      });
      try {
        await sendSes(await client, from, opts.configurationSet, email);
      } catch (e) {
        if (PERMANENT_SES_ERRORS.has((e as Error).name)) throw new PermanentMailError(`SES rejected the message: ${(e as Error).message}`);
        if (THROTTLE_SES_ERRORS.has((e as Error).name)) throw new MailThrottled(`SES throttled the send: ${(e as Error).message}`, { cause: e });
        throw e;
      }
    },
  };
}

async function sendSes(client: Pick<SESv2Client, "send">, from: string, configurationSet: string | undefined, email: Email): Promise<void> {
  const { SendEmailCommand } = await import("@aws-sdk/client-sesv2");
  await client.send(new SendEmailCommand({
    FromEmailAddress: from,
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
    Destination: { ToAddresses: [email.to] },
    ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
    Content: {
      Simple: {
        Subject: { Data: email.subject, Charset: "UTF-8" },
        Body: { Text: { Data: email.text, Charset: "UTF-8" }, Html: { Data: email.html, Charset: "UTF-8" } },
        ...(email.headers ? { Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
      },
    },
  }));
}
