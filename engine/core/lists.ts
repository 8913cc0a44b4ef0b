/** Small list helpers the engines share (written once here, not once per game). */

/** Keeps the first item of each key, in order: one entry per interchangeable choice. */
export function dedupeBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
