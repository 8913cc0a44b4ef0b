/** Only local paths: an emailed link or a query string must never send a player to another origin. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/(?!\/)/.test(next) ? next : "/";
}
