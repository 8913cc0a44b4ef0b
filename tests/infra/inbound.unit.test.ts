/** Replies in the stack: nothing inbound without a reply domain; with one, the receipt rule, an expiring encrypted bucket and a least-privilege function. */
import { Match, Template } from "aws-cdk-lib/assertions";
import { afterAll, expect, it } from "vitest";
import { BackroomStack } from "../../infra/lib/backroom-stack";
import { INBOUND_RETENTION_DAYS } from "../../infra/lib/inbound";
import { cleanupSynths, fakeSite, newApp } from "../support/cdk";

afterAll(cleanupSynths);

const build = (replyDomain?: string) => {
  const app = newApp();
  const stack = new BackroomStack(app, "Test", { siteDir: fakeSite(), sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", ...(replyDomain ? { replyDomain } : {}) });
  return { stack, template: Template.fromStack(stack) };
};

it("deploys nothing inbound and no Reply-To without a reply domain", () => {
  const { stack, template } = build();
  expect(stack.inbound).toBeUndefined();
  template.resourceCountIs("AWS::SES::ReceiptRuleSet", 0);
  template.resourceCountIs("AWS::SES::ReceiptRule", 0);
  const notifier = template.toJSON().Resources[stack.getLogicalId(stack.notifier.fn.node.defaultChild as never)];
  expect(notifier.Properties.Environment.Variables.REPLY_DOMAIN).toBeUndefined();
}, 60_000);

it("with a reply domain: a rule storing the raw reply then invoking the function, an encrypted bucket expiring raw mail, GetObject under the prefix only", () => {
  const { stack, template } = build("reply.mygames.org");
  template.hasResourceProperties("AWS::SES::ReceiptRule", {
    Rule: Match.objectLike({
      Enabled: true, Recipients: ["reply.mygames.org"], ScanEnabled: true, TlsPolicy: "Require",
      Actions: [Match.objectLike({ S3Action: Match.objectLike({ ObjectKeyPrefix: "inbound/" }) }), Match.objectLike({ LambdaAction: Match.objectLike({ InvocationType: "Event" }) })],
    }),
  });
  template.hasResourceProperties("AWS::S3::Bucket", {
    BucketEncryption: Match.anyValue(),
    LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: INBOUND_RETENTION_DAYS, Status: "Enabled" })] },
  });
  const json = template.toJSON();
  const inboundFn = json.Resources[stack.getLogicalId(stack.inbound!.function.fn.node.defaultChild as never)];
  expect(inboundFn.Properties.Environment.Variables).toMatchObject({ REPLY_DOMAIN: "reply.mygames.org", INBOUND_PREFIX: "inbound/" });
  const notifier = json.Resources[stack.getLogicalId(stack.notifier.fn.node.defaultChild as never)];
  expect(notifier.Properties.Environment.Variables.REPLY_DOMAIN).toBe("reply.mygames.org");
  // The inbound role's S3 access: GetObject only, on the prefix SES writes to.
  const s3 = Object.values(json.Resources as Record<string, { Type: string; Properties: { PolicyDocument?: { Statement: { Action: unknown; Resource: unknown }[] } } }>)
    .filter((r) => r.Type === "AWS::IAM::Policy").flatMap((r) => r.Properties.PolicyDocument!.Statement)
    .filter((st) => [st.Action].flat().some((a) => String(a).startsWith("s3:")) && JSON.stringify(st.Resource).includes("RawReplies"));
  expect(s3.map((st) => st.Action)).toEqual(["s3:GetObject"]);
  expect(JSON.stringify(s3[0]!.Resource)).toContain("/inbound/*");
}, 60_000);
