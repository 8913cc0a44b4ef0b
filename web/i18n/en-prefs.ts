/** The English of per-game mail settings for a game link's visitor, and of the player's preferences (en.ts spreads these in). */
export const prefsEn = {
  gameMail: {
    playingAs: "Playing as {{name}} in {{title}}, from that game's email.",
    mute: "No mail from {{title}}",
    muteHint: "Not even reminders. Your other games are not affected.",
    rest: "Your other games and the rest of your mail settings need a full sign-in.",
    signIn: "Email me a sign-in link",
  },
  seatLanguage: {
    of: "Language of player {{n}}'s mail",
    short: { en: "EN", ru: "RU" },
  },
};
