/**
 * The inbound mail port in AWS: SES receiving. The receipt rule first stores the raw message in
 * the inbound bucket (S3 action, key = prefix + SES message id), then invokes the inbound
 * function with the event below; here each record becomes an InboundMail with SES's verdicts.
 * Only the first `maxBytes` + 1 bytes of the object are read (a ranged GetObject, whose
 * Content-Range tells the whole size): a 40 MB message costs no more than the use case reads.
 */
import type { S3Client } from "@aws-sdk/client-s3";
import type { SESEvent, SESReceiptStatus } from "aws-lambda";
import type { InboundMail, Verdict } from "../../ports/inbound-mail";
import type { AwsCallRecorder } from "./call-recorder";

export interface SesInboundOptions {
  readonly bucket: string;
  readonly prefix: string;
  /** The use case's whole-message limit (replies/parse.ts MAX_REPLY_BYTES). */
  readonly maxBytes: number;
  readonly client?: Pick<S3Client, "send">;
  readonly recorder?: Pick<AwsCallRecorder, "attach">;
}

function verdict(v: SESReceiptStatus | undefined): Verdict {
  const s = (v?.status ?? "").toLowerCase();
  return s === "pass" || s === "fail" || s === "gray" || s === "processing_failed" ? s : "none";
}

export function sesInbound(opts: SesInboundOptions): (event: SESEvent) => Promise<InboundMail[]> {
  let client: Promise<Pick<S3Client, "send">> | undefined;
  return async (event) => {
    client ??= opts.client ? Promise.resolve(opts.client) : import("@aws-sdk/client-s3").then((m) => {
      const made = new m.S3Client({});
      opts.recorder?.attach(made);
      return made;
    });
    const { GetObjectCommand } = await import("@aws-sdk/client-s3");
    const s3 = await client;
    const mails: InboundMail[] = [];
    for (const record of event.Records) {
      const { mail, receipt } = record.ses;
      const Key = `${opts.prefix}${mail.messageId}`;
      // A message over the limit: only its start (the header block) is read.
      const whole = await s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key, Range: `bytes=0-${opts.maxBytes}` }));
      const size = Number(/\/(\d+)$/.exec(whole.ContentRange ?? "")?.[1] ?? whole.ContentLength ?? 0);
      const raw = Buffer.from(await whole.Body!.transformToByteArray());
      mails.push({
        raw, size: Math.max(size, raw.length),
        envelope: { mailFrom: mail.source === "<>" ? "" : mail.source, rcptTo: receipt.recipients },
        verdicts: {
          spf: verdict(receipt.spfVerdict), dkim: verdict(receipt.dkimVerdict), spam: verdict(receipt.spamVerdict), virus: verdict(receipt.virusVerdict),
          ...(receipt.dmarcVerdict ? { dmarc: verdict(receipt.dmarcVerdict) } : {}),
        },
      });
    }
    return mails;
  };
}
