/**
 * The CDK app (run by `npx cdk …` through cdk.json; `npm run deploy` runs it too). Settings come
 * from context (`-c key=value` or cdk.json) and are checked by infra/lib/settings.ts before
 * anything is built: a missing or placeholder setting stops here with a message naming it.
 * `-c placeholders=true` synthesises with example values, for offline checks only
 * (`npm run synth`): the deploy script refuses it, and the stacks it makes are marked so that
 * CloudFormation refuses them too (`npx cdk deploy -c placeholders=true` fails before anything
 * is created or changed).
 *
 * cdk-nag's AwsSolutions and Serverless packs check the stack on every synth; a finding that is
 * not acknowledged (infra/lib/nag.ts, each with its reason) fails the synth.
 */
import { existsSync } from "node:fs";
import { App, Stack, Tags, Validations } from "aws-cdk-lib";
import { Certificate, CertificateValidation } from "aws-cdk-lib/aws-certificatemanager";
import { HostedZone } from "aws-cdk-lib/aws-route53";
import { AwsSolutionsChecks, ServerlessChecks } from "cdk-nag";
import { BackroomStack } from "../lib/backroom-stack";
import { REPO_ROOT } from "../lib/backroom-function";
import { acknowledgeFindings } from "../lib/nag";
import { Firewall } from "../lib/firewall";
import { formatProblems, markUndeployable, PLACEHOLDER_SETTINGS, readSettings } from "../lib/settings";

const app = new App();
const placeholders = app.node.tryGetContext("placeholders") === "true" || app.node.tryGetContext("placeholders") === true;
const { settings, problems } = placeholders ? { settings: PLACEHOLDER_SETTINGS, problems: [] } : readSettings((key) => app.node.tryGetContext(key));
if (!settings) {
  console.error(formatProblems(problems));
  process.exit(1);
}
const siteDir = `${REPO_ROOT}web/out`;
if (!existsSync(`${siteDir}/index.html`)) {
  console.error("The web app's static export (web/out) is missing: run `npm run build -w web` first (`npm run deploy` does it for you).");
  process.exit(1);
}

const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
// CloudFront only takes certificates from us-east-1: elsewhere, a small stack there issues it.
let certificate;
if (settings.domainName && settings.hostedZoneId && settings.hostedZoneName && env.region && env.region !== "us-east-1") {
  const certStack = new Stack(app, `${settings.stackName}Certificate`, { env: { account: env.account, region: "us-east-1" }, crossRegionReferences: true });
  const zone = HostedZone.fromHostedZoneAttributes(certStack, "Zone", { hostedZoneId: settings.hostedZoneId, zoneName: settings.hostedZoneName });
  certificate = new Certificate(certStack, "Certificate", { domainName: settings.domainName, validation: CertificateValidation.fromDns(zone) });
  if (placeholders) markUndeployable(certStack);
}
// Web ACLs for CloudFront too live in us-east-1 only.
let webAclArn;
if (settings.wafRateLimit !== undefined && env.region && env.region !== "us-east-1") {
  const firewallStack = new Stack(app, `${settings.stackName}Firewall`, { env: { account: env.account, region: "us-east-1" }, crossRegionReferences: true });
  webAclArn = new Firewall(firewallStack, "Firewall", { requestsPerFiveMinutes: settings.wafRateLimit }).arn;
  if (placeholders) markUndeployable(firewallStack);
}

const stack = new BackroomStack(app, settings.stackName, {
  description: "Backroom: play-by-web games (web app on CloudFront, HTTP API, event-sourced DynamoDB table, email)",
  env,
  ...(certificate || webAclArn ? { crossRegionReferences: true } : {}),
  ...(certificate ? { certificate } : {}),
  ...(webAclArn ? { webAclArn } : settings.wafRateLimit !== undefined ? { wafRateLimit: settings.wafRateLimit } : {}),
  siteDir,
  sesIdentity: settings.sesIdentity,
  mailFrom: settings.mailFrom,
  alarmEmail: settings.alarmEmail,
  domainName: settings.domainName,
  hostedZone: settings.hostedZoneId && settings.hostedZoneName ? { id: settings.hostedZoneId, name: settings.hostedZoneName } : undefined,
  snapshotEvery: settings.snapshotEvery,
  remindAfterMinutes: settings.remindAfterMinutes,
  originSecret: settings.originSecret,
  otherOriginSecret: settings.otherOriginSecret,
  monthlyBudget: settings.monthlyBudget,
  sesDailyQuota: settings.sesDailyQuota,
  sesSendRate: settings.sesSendRate,
  newAddressSignInsPerDay: settings.newAddressSignInsPerDay,
  ...(settings.replyDomain ? { replyDomain: settings.replyDomain } : {}),
});
if (placeholders) markUndeployable(stack);
acknowledgeFindings(stack);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
Tags.of(app).add("project", "backroom");
