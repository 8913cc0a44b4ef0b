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

export async function replyToFor(keys: ReplyKeySource, domain: string | undefined, news: readonly GameNews[]): Promise<string | null> {
  const only = news.length === 1 ? news[0]! : null;
  if (!domain || !only || only.seat === null) return null;
  return replyAddress(replyKey(await keys.signingKey()), { gameId: only.gameId, seat: only.seat, about: aboutOf(only) }, domain);
}
