/**
 * Which Reply-To a game mail carries: a signed address for (game, seat, what it is about) when a
 * reply domain is configured and the mail tells one seat about one game; none otherwise (a mail
 * about several games has no one game a reply could be about, and a deploy without a reply
 * domain receives no mail).
 */
import type { GameNews } from "../games/news";
import { replyAddress, replyKey, type ReplyAbout } from "./token";

/** The key's source: the table's signing key (UserStore.signingKey). */
export interface ReplyKeySource {
  signingKey(): Promise<Buffer>;
}

/** What a reply to this news is about: its awaited decision, or talk only. */
export function aboutOf(news: Pick<GameNews, "awaitingMe" | "moveVersion" | "status">): ReplyAbout {
  return news.awaitingMe && news.status === "active" && news.moveVersion !== undefined ? { kind: "move", version: news.moveVersion } : { kind: "chat" };
}

/**
 * The Reply-To of a mail, and what it is about. `channel`: the mail brings one private channel's
 * new message (the notifier's "each" press mail), so talk replied to it goes back to that channel
 * rather than the table, and the reply reads no move.
 */
export async function replyToFor(keys: ReplyKeySource, domain: string | undefined, news: readonly GameNews[], channel?: string): Promise<{ address: string; about: ReplyAbout } | null> {
  const only = news.length === 1 ? news[0]! : null;
  if (!domain || !only || only.seat === null) return null;
  const about: ReplyAbout = channel ? { kind: "press", channel } : aboutOf(only);
  const address = replyAddress(replyKey(await keys.signingKey()), { gameId: only.gameId, seat: only.seat, about }, domain);
  return address ? { address, about } : null;
}
