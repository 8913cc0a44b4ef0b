/**
 * Synthesising the Backroom stack in tests, offline: the real feature flags of cdk.json, a tiny
 * static export standing in for web/out, and valid settings unless a test overrides them.
 * Bundling is skipped unless asked for (it costs seconds per function).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, type CfnResource } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import type { IConstruct } from "constructs";
import { BackroomStack, type BackroomStackProps } from "../../infra/lib/backroom-stack";

const cdkJson = JSON.parse(readFileSync(new URL("../../cdk.json", import.meta.url), "utf8")) as { context: Record<string, unknown> };
const dirs: string[] = [];

export function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "backroom-site-"));
  dirs.push(dir);
  mkdirSync(join(dir, "_next/static"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<h1>Backroom</h1>");
  writeFileSync(join(dir, "404.html"), "<h1>Not found</h1>");
  writeFileSync(join(dir, "sign-in.html"), "<h1>Sign in</h1>");
  writeFileSync(join(dir, "_next/static/app.js"), "0");
  return dir;
}

export type TestSettings = Omit<BackroomStackProps, "siteDir" | "sesIdentity"> & Partial<Pick<BackroomStackProps, "sesIdentity">>;

export function newApp(options: { bundle?: boolean } = {}): App {
  const outdir = mkdtempSync(join(tmpdir(), "backroom-cdk-test-"));
  dirs.push(outdir);
  return new App({ outdir, context: { ...cdkJson.context, ...(options.bundle ? {} : { "aws:cdk:bundling-stacks": [] }) } });
}

export function synthStack(props: TestSettings = {}, options: { bundle?: boolean; app?: App } = {}) {
  const app = options.app ?? newApp(options);
  const siteDir = fakeSite();
  const stack = new BackroomStack(app, "Test", { siteDir, sesIdentity: "mygames.org", alarmEmail: "ops@mygames.org", ...props });
  return { app, stack, template: Template.fromStack(stack), outdir: app.outdir, siteDir };
}

export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnResource;
  return resource.stack.getLogicalId(resource);
}

export function cleanupSynths(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
