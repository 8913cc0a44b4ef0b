/**
 * Email in code: the SES sending identity (a domain with Easy DKIM and a custom MAIL FROM
 * domain, or a single address for trying it out), the configuration set every send names, and
 * its bounce and complaint events → an SNS topic → the mail-events function, which marks those
 * addresses suppressed in the table (functions/src/mail/suppression.ts).
 */
import { Stack } from "aws-cdk-lib";
import type { IPublicHostedZone } from "aws-cdk-lib/aws-route53";
import {
  ConfigurationSet, ConfigurationSetTlsPolicy, EmailIdentity, EmailSendingEvent, EventDestination, Identity, SuppressionReasons,
} from "aws-cdk-lib/aws-ses";
import { Topic } from "aws-cdk-lib/aws-sns";
import { Construct } from "constructs";

/** What we send as: a domain we own (production) or one verified address (trying it out). */
export type SenderIdentity =
  | { readonly kind: "domain"; readonly domain: string; readonly hostedZone?: IPublicHostedZone }
  | { readonly kind: "email"; readonly address: string };

/** `example.com` → a domain identity; `me@example.com` → an address identity. */
export function senderIdentity(value: string, hostedZone?: IPublicHostedZone): SenderIdentity {
  const v = value.trim();
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) return { kind: "email", address: v };
  if (/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v)) return { kind: "domain", domain: v.toLowerCase(), hostedZone };
  throw new Error(`sesIdentity must be a domain (example.com) or an email address (me@example.com), got "${value}"`);
}

export interface MailProps {
  readonly identity: SenderIdentity;
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  /** Where SES publishes bounce and complaint events. */
  readonly events: Topic;
  readonly identityArn: string;
  /** The domain part of the From address: MAIL FROM and DKIM records are about it. */
  readonly domain: string;
  /** The MAIL FROM subdomain (bounce.<domain>) when sending as a domain. */
  readonly mailFromDomain?: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    this.configurationSet = new ConfigurationSet(this, "ConfigurationSet", {
      reputationMetrics: true,
      sendingEnabled: true,
      // SES's own account-level list too: a bounced address is refused even if our check were skipped.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });

    const identity = props.identity;
    if (identity.kind === "domain") {
      this.domain = identity.domain;
      this.mailFromDomain = `bounce.${identity.domain}`;
      this.identity = new EmailIdentity(this, "Identity", {
        // With a Route 53 zone CDK writes the DKIM records itself; otherwise they are outputs to copy.
        identity: identity.hostedZone ? Identity.publicHostedZone(identity.hostedZone) : Identity.domain(identity.domain),
        configurationSet: this.configurationSet,
        mailFromDomain: this.mailFromDomain,
      });
    } else {
      this.domain = identity.address.split("@")[1]!;
      this.identity = new EmailIdentity(this, "Identity", {
        identity: Identity.email(identity.address),
        configurationSet: this.configurationSet,
      });
    }
    this.identityArn = Stack.of(this).formatArn({ service: "ses", resource: "identity", resourceName: this.identity.emailIdentityName });

    this.events = new Topic(this, "Events", { displayName: "Backroom SES bounces and complaints", enforceSSL: true });
    this.configurationSet.addEventDestination("BouncesAndComplaints", {
      destination: EventDestination.snsTopic(this.events),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }
}
