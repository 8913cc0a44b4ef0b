/**
 * A person's mail settings: read with defaults, changed field by field. Used by the settings
 * page (signed in, or through the signed link in every email's footer) and by the one-click
 * unsubscribe, which sets the mode to "none".
 */
import { NotificationSettings, type GameMailResponse, type SettingsUpdate } from "../contract";
import type { UserStore } from "../store/user-store";

export class SettingsService {
  constructor(private readonly users: UserStore) {}

  get(email: string): Promise<NotificationSettings> {
    return this.users.settings(email);
  }

  async update(email: string, changes: SettingsUpdate): Promise<NotificationSettings> {
    const next = NotificationSettings.parse({ ...(await this.users.settings(email)), ...changes });
    await this.users.putSettings(email, next);
    return next;
  }

  /** One game's entry: all a game link's session may see of the settings. */
  async game(email: string, gameId: string): Promise<GameMailResponse> {
    return { gameId, muted: (await this.users.settings(email)).muted.includes(gameId) };
  }

  /** Mutes or unmutes one game, leaving every other game's entry as it is. */
  async setGameMuted(email: string, gameId: string, muted: boolean): Promise<GameMailResponse> {
    const current = (await this.users.settings(email)).muted;
    const rest = current.filter((id) => id !== gameId);
    await this.update(email, { muted: muted ? [...rest, gameId] : rest });
    return { gameId, muted };
  }
}
