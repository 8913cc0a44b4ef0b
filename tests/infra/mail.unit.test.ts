/** SES in code: the identity, the configuration set every send names, and bounce/complaint events to the handler. */
import { Match } from "aws-cdk-lib/assertions";
import { afterAll, describe, expect, it } from "vitest";
import { senderIdentity } from "../../infra/lib/mail";
import { cleanupSynths, logicalId, synthStack } from "../support/cdk";

afterAll(cleanupSynths);

describe("sending as a domain", () => {
  const { stack, template } = synthStack({ sesIdentity: "mygames.org" });

  it("creates the domain identity with Easy DKIM, a custom MAIL FROM domain and the configuration set", () => {
    template.hasResourceProperties("AWS::SES::EmailIdentity", {
      EmailIdentity: "mygames.org",
      DkimAttributes: Match.absent(),
      MailFromAttributes: { MailFromDomain: "bounce.mygames.org" },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalId(stack.mail.configurationSet) } },
    });
    // Without a Route 53 zone, the DKIM CNAMEs are outputs to copy into DNS.
    template.hasOutput("DkimRecord1", {});
    template.hasOutput("DkimRecord3", {});
  });

  it("keeps reputation metrics, requires TLS and suppresses bounces and complaints at the account level too", () => {
    template.hasResourceProperties("AWS::SES::ConfigurationSet", {
      ReputationOptions: { ReputationMetricsEnabled: true },
      DeliveryOptions: { TlsPolicy: "REQUIRE" },
      SuppressionOptions: { SuppressedReasons: ["BOUNCE", "COMPLAINT"] },
    });
  });

  it("publishes bounces and complaints to a TLS-only topic the mail-events function is subscribed to, with a dead-letter queue", () => {
    template.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
      ConfigurationSetName: { Ref: logicalId(stack.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        SnsDestination: { TopicARN: { Ref: logicalId(stack.mail.events) } },
      },
    });
    template.hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "lambda",
      TopicArn: { Ref: logicalId(stack.mail.events) },
      Endpoint: { "Fn::GetAtt": [logicalId(stack.mailEvents.fn), "Arn"] },
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [logicalId(stack.mailEventFailures), "Arn"] } },
    });
    const topicPolicy = Object.values(template.findResources("AWS::SNS::TopicPolicy", { Properties: { Topics: [{ Ref: logicalId(stack.mail.events) }] } }))[0]!;
    expect(JSON.stringify(topicPolicy.Properties.PolicyDocument)).toContain("aws:SecureTransport");
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: logicalId(stack.mailEvents.fn) },
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [logicalId(stack.mailEventFailures), "Arn"] } } },
    });
  });

  it("names the configuration set in the notifier's environment", () => {
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)];
    expect(fn?.Properties.Environment.Variables.SES_CONFIGURATION_SET).toEqual({ Ref: logicalId(stack.mail.configurationSet) });
  });
});

describe("sending as one address, for trying it out", () => {
  it("creates an address identity and sends from that address", () => {
    const { stack, template } = synthStack({ sesIdentity: "me@mygames.org" });
    template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "me@mygames.org", MailFromAttributes: Match.absent() });
    const fn = template.findResources("AWS::Lambda::Function")[logicalId(stack.notifier.fn)];
    expect(fn?.Properties.Environment.Variables.MAIL_FROM).toBe("Backroom <me@mygames.org>");
  }, 30_000);

  it("tells a domain from an address and refuses anything else", () => {
    expect(senderIdentity("MyGames.org")).toEqual({ kind: "domain", domain: "mygames.org", hostedZone: undefined });
    expect(senderIdentity("me@mygames.org")).toEqual({ kind: "email", address: "me@mygames.org" });
    expect(() => senderIdentity("https://mygames.org")).toThrow(/sesIdentity must be a domain/);
  });
});
