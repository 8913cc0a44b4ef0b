/**
 * Differences between two i18next resources: keys one lacks (plural forms count as one key:
 * `x_one`/`x_few`… are `x`), empty values, and different interpolation parameters.
 */
type Tree = { readonly [k: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = "", out = new Map<string, string[]>()): Map<string, string[]> {
  for (const [k, v] of Object.entries(tree)) {
    const key = `${prefix}${k}`;
    if (typeof v === "string") {
      const base = key.replace(PLURAL, "");
      out.set(base, [...(out.get(base) ?? []), v]);
    } else flatten(v, `${key}.`, out);
  }
  return out;
}

const params = (values: readonly string[]) =>
  [...new Set(values.flatMap((v) => [...v.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\d+)\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`)))].sort().join(",");

export function keyParity(en: Tree, other: Tree): string[] {
  const a = flatten(en);
  const b = flatten(other);
  const problems: string[] = [];
  for (const k of a.keys()) if (!b.has(k)) problems.push(`missing in translation: ${k}`);
  for (const k of b.keys()) if (!a.has(k)) problems.push(`missing in English: ${k}`);
  for (const [k, vs] of [...a, ...b]) if (vs.some((v) => v.trim() === "")) problems.push(`empty: ${k}`);
  for (const [k, vs] of a) {
    const ws = b.get(k);
    // {{count}} may be implied by a plural form that does not print it ("одна игра").
    if (ws && params(vs).replace(/(^|,)count(?=,|$)/, "") !== params(ws).replace(/(^|,)count(?=,|$)/, "")) {
      problems.push(`parameters differ for ${k}: ${params(vs)} vs ${params(ws)}`);
    }
  }
  return problems;
}
