/**
 * A mailed link's parameters (`token`, `next`, `unsubscribe`, `game`). Links carry them in the URL's
 * fragment, which the browser never sends to a server, so no access log or Referer holds the
 * token. Links mailed before that carry them in the query: they are read the same, and the
 * address bar is rewritten at once (history.replaceState) with them moved into the fragment,
 * so the token is not sent again on a reload nor left in the history's URL as a query.
 */
const LINK_KEYS = ["token", "next", "unsubscribe", "game"] as const;

export function readLinkParams(): URLSearchParams {
  if (typeof window === "undefined") return new URLSearchParams();
  const { pathname, search, hash } = window.location;
  const query = new URLSearchParams(search);
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  for (const k of LINK_KEYS) {
    const v = query.get(k);
    if (v !== null && !params.has(k)) params.set(k, v);
  }
  // Only a token is worth taking out of the address bar; a bare ?game= (the app's own links) stays.
  if (!query.has("token")) return params;
  for (const k of LINK_KEYS) query.delete(k);
  const rest = query.toString();
  window.history.replaceState(window.history.state, "", `${pathname}${rest ? `?${rest}` : ""}#${params.toString()}`);
  return params;
}
