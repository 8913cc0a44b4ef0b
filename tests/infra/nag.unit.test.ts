/**
 * cdk-nag's AwsSolutions and Serverless packs over the synthesised stack (the default and the
 * custom-domain variants): no finding may be left unacknowledged, and every acknowledgement in
 * infra/lib/nag.ts carries a reason.
 */
import { Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks, ServerlessChecks } from "cdk-nag";
import { afterAll, expect, it } from "vitest";
import { BackroomStack } from "../../infra/lib/backroom-stack";
import { acknowledgeFindings } from "../../infra/lib/nag";
import { cleanupSynths, fakeSite, newApp } from "../support/cdk";

afterAll(cleanupSynths);

function nag(props: Partial<ConstructorParameters<typeof BackroomStack>[2]> = {}): { error: string | null; acknowledged: Array<{ id: string; reason: string }> } {
  const app = newApp();
  const stack = new BackroomStack(app, "Test", { siteDir: fakeSite(), sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", ...props });
  acknowledgeFindings(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  const acknowledged = stack.node.findAll().flatMap((c) => c.node.metadata
    .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
    .flatMap((m) => Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ id, reason }))));
  try {
    app.synth();
    return { error: null, acknowledged };
  } catch (e) {
    return { error: (e as Error).message, acknowledged };
  }
}

it("leaves no finding unacknowledged, and gives every acknowledgement a reason", () => {
  const { error, acknowledged } = nag();
  expect(error).toBeNull();
  expect(acknowledged.length).toBeGreaterThan(20);
  for (const a of acknowledged) expect(a.reason.length, a.id).toBeGreaterThan(20);
}, 60_000);

it("stays clean with a custom domain (own certificate, TLS 1.2 policy) in a concrete account and region, as deployed", () => {
  expect(nag({
    env: { account: "123456789012", region: "us-east-1" },
    domainName: "play.mygames.org", hostedZone: { id: "Z0123456789ABC", name: "mygames.org" },
  }).error).toBeNull();
}, 60_000);

it("stays clean with every optional guard on: origin secrets, the WAF web ACL and the budget", () => {
  expect(nag({
    originSecret: "a".repeat(40), otherOriginSecret: "b".repeat(40), wafRateLimit: 1000, monthlyBudget: 20,
  }).error).toBeNull();
}, 60_000);

it("stays clean with replies received (SES receipt rules, the raw-reply bucket, the inbound function and its failure queue)", () => {
  expect(nag({ replyDomain: "reply.mygames.org" }).error).toBeNull();
}, 60_000);

it("really checks: a finding nobody acknowledged fails the synth", async () => {
  const { Queue } = await import("aws-cdk-lib/aws-sqs");
  const app = newApp();
  const stack = new BackroomStack(app, "Test", { siteDir: fakeSite(), sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org" });
  acknowledgeFindings(stack);
  new Queue(stack, "Unencrypted", { enforceSSL: false });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  expect(() => app.synth()).toThrow(/Test\/Unencrypted/);
}, 60_000);
