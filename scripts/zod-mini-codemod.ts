/**
 * Rewrites classic zod (`import { z } from "zod"`) to zod/mini in the given files, in place:
 * `npx tsx scripts/zod-mini-codemod.ts engine/foo/state.ts …`. Mechanical and syntactic (see
 * docs/architecture.md, "Schemas use zod/mini"): method chains on schemas become functions and
 * checks, e.g. `z.number().int().min(0).optional()` → `z.optional(z.int().check(z.gte(0)))`.
 * Chains it cannot place (a `.min` whose base type it cannot see) are left alone, so the
 * typecheck points at them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";

/** Methods that wrap the schema: `x.m(args)` → `z.fn(x, args)`. */
const WRAPPERS: Record<string, string> = {
  optional: "optional", nullable: "nullable", nullish: "nullish", default: "_default", prefault: "prefault",
  readonly: "readonly", partial: "partial", required: "required", array: "array", catch: "catch",
  extend: "extend", pick: "pick", omit: "omit", pipe: "pipe",
};
/** Methods that add a check: `x.m(args)` → `x.check(z.fn(args))`. */
const CHECKS: Record<string, string> = {
  positive: "positive", negative: "negative", nonnegative: "nonnegative", nonpositive: "nonpositive",
  multipleOf: "multipleOf", regex: "regex", trim: "trim", toLowerCase: "toLowerCase", toUpperCase: "toUpperCase",
  lowercase: "lowercase", uppercase: "uppercase", startsWith: "startsWith", endsWith: "endsWith", includes: "includes",
  length: "length", refine: "refine", superRefine: "superRefine", describe: "describe", meta: "meta",
  gt: "gt", gte: "gte", lt: "lt", lte: "lte",
};
/** Wrapper methods so zod-specific that any receiver is a schema (others need a `z.` root). */
const ANY_RECEIVER = new Set(["optional", "nullable", "nullish", "default", "partial", "loose", "strict", "brand"]);

type Kind = "number" | "length" | "unknown";

function root(e: ts.Expression): ts.Expression {
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return e;
}
const isZRoot = (e: ts.Expression) => { const r = root(e); return ts.isIdentifier(r) && r.text === "z"; };

/** The base type a chain's `.min`/`.max` act on. */
function kindOf(e: ts.Expression): Kind {
  for (let cur: ts.Expression = e; ts.isCallExpression(cur) && ts.isPropertyAccessExpression(cur.expression); cur = cur.expression.expression) {
    const name = cur.expression.name.text;
    if (name === "int") return "number";
    const recv = cur.expression.expression;
    if (ts.isIdentifier(recv) && recv.text === "z") return ["number", "int", "bigint"].includes(name) ? "number" : ["string", "email", "url", "array", "uuid"].includes(name) ? "length" : "unknown";
    if (ts.isPropertyAccessExpression(recv) && ts.isIdentifier(recv.expression) && recv.expression.text === "z" && recv.name.text === "coerce") return name === "number" ? "number" : "length";
  }
  return "unknown";
}

export function convert(source: string, fileName = "x.ts"): string {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

  /** A converted chain: text plus checks not yet attached. */
  interface Chain { text: string; checks: string[] }
  const flush = (c: Chain) => (c.checks.length ? `${c.text}.check(${c.checks.join(", ")})` : c.text);

  function chain(node: ts.Expression): Chain | null {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
    const name = node.expression.name.text;
    const recvNode = node.expression.expression;
    if (ts.isIdentifier(recvNode) && recvNode.text === "z") return null;
    const zRooted = isZRoot(recvNode);
    if (!zRooted && !ANY_RECEIVER.has(name)) return null;
    const args = node.arguments.map((a) => text(a));
    const recv = (): Chain => chain(recvNode) ?? { text: text(recvNode), checks: [] };
    const typeArgs = node.typeArguments ? `<${node.typeArguments.map((t) => t.getText()).join(", ")}>` : "";
    if (name === "int" && zRooted) {
      if (ts.isCallExpression(recvNode) && recvNode.getText() === "z.number()") return { text: "z.int()", checks: [] };
      return { text: `z.pipe(${flush(recv())}, z.int())`, checks: [] };
    }
    if ((name === "min" || name === "max") && zRooted) {
      const kind = kindOf(recvNode);
      if (kind === "unknown") return null;
      const fn = kind === "number" ? (name === "min" ? "gte" : "lte") : name === "min" ? "minLength" : "maxLength";
      const r = recv();
      return { text: r.text, checks: [...r.checks, `z.${fn}(${args.join(", ")})`] };
    }
    if (name in CHECKS && zRooted) {
      const r = recv();
      return { text: r.text, checks: [...r.checks, `z.${CHECKS[name]}(${args.join(", ")})`] };
    }
    if (name === "loose" || name === "strict") {
      if (ts.isCallExpression(recvNode) && recvNode.expression.getText() === "z.object") {
        return { text: `z.${name === "loose" ? "looseObject" : "strictObject"}(${recvNode.arguments.map((a) => text(a)).join(", ")})`, checks: [] };
      }
      return null;
    }
    if (name === "transform" && zRooted) return { text: `z.pipe(${flush(recv())}, z.transform(${args.join(", ")}))`, checks: [] };
    if (name === "or" && zRooted) return { text: `z.union([${flush(recv())}, ${args.join(", ")}])`, checks: [] };
    if (name === "brand") return { text: `${flush(recv())}.brand${typeArgs}(${args.join(", ")})`, checks: [] };
    if (name in WRAPPERS && (zRooted || ANY_RECEIVER.has(name))) {
      return { text: `z.${WRAPPERS[name]}(${[flush(recv()), ...args].join(", ")})`, checks: [] };
    }
    return null;
  }

  /** The node's text with every convertible chain inside it rewritten. */
  function text(node: ts.Node): string {
    if (ts.isCallExpression(node)) {
      const c = chain(node);
      if (c) return flush(c);
    }
    const start = node.getStart(sf);
    const parts: string[] = [];
    let pos = start;
    node.forEachChild((child) => {
      const cs = child.getStart(sf);
      const ce = child.getEnd();
      parts.push(source.slice(pos, cs), text(child));
      pos = ce;
    });
    parts.push(source.slice(pos, node.getEnd()));
    return parts.join("");
  }

  let out = source.slice(0, sf.getStart(sf)) + text(sf);
  out = out.replace(/import \{ z \} from "zod";/g, 'import * as z from "zod/mini";')
    .replace(/import type \{ z \} from "zod";/g, 'import type * as z from "zod/mini";')
    .replace(/\bz\.ZodType\b/g, "z.ZodMiniType");
  return out;
}

if (process.argv[1] && import.meta.filename && process.argv[1].endsWith("zod-mini-codemod.ts")) {
  for (const f of process.argv.slice(2)) writeFileSync(f, convert(readFileSync(f, "utf8"), f));
}
