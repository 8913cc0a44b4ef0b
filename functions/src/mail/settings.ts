/**
 * A person's mail settings: read with defaults, changed field by field. Used by the settings
 * page (signed in, or through the signed link in every email's footer) and by the one-click
 * unsubscribe, which sets the mode to "none".
 */
import { NotificationSettings, type SettingsUpdate } from "../contract";
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
}
