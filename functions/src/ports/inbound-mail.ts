/**
 * The inbound mail port: one received message as the receiving system hands it over. AWS: SES
 * receiving stores the raw message in S3 and invokes the inbound function with its verdicts
 * (adapters/aws/ses-inbound.ts); locally: a real SMTP server with simulated verdicts
 * (adapters/local/smtp-inbound.ts). The use case (replies/replies.ts) trusts nothing in the
 * message itself; the verdicts are the receiving system's own checks.
 */

/** SES's verdict values, lower case. "gray": neither pass nor fail; "none": not checked. */
export type Verdict = "pass" | "fail" | "gray" | "processing_failed" | "none";

export interface Verdicts {
  readonly spf: Verdict;
  readonly dkim: Verdict;
  /** DMARC, when the receiving system reports it (SES does). */
  readonly dmarc?: Verdict;
  readonly spam: Verdict;
  readonly virus: Verdict;
}

export interface InboundMail {
  /** The message as received (RFC 5322 bytes); only its start when it is larger than the use case reads. */
  readonly raw: Uint8Array;
  /** The whole message's size in bytes. */
  readonly size: number;
  readonly envelope: {
    /** MAIL FROM; "" for the null return path (<>) bounces use. */
    readonly mailFrom: string;
    readonly rcptTo: readonly string[];
  };
  readonly verdicts: Verdicts;
}
