/**
 * The English of press (talk between players): the game page's talk panel, the create form's
 * press setting, the settings page's press mail and the dashboard's unread count (en.ts spreads
 * these in; ru-press.ts has the same keys, a test checks).
 */
export const pressEn = {
  press: {
    heading: "Talk",
    jump_one: "Talk: {{count}} unread message",
    jump_other: "Talk: {{count}} unread messages",
    list: "Conversations",
    table: "Table (everyone)",
    unread_one: "{{count}} unread",
    unread_other: "{{count}} unread",
    none: "No messages yet.",
    back: "All conversations",
    messages: "Messages: {{title}}",
    say: "Write to {{title}}",
    send: "Send",
    failed: "Could not send.",
    loadFailed: "Could not load the conversation.",
    seenBy: "Seen by {{names}}",
    notSeen: "Not read yet: {{names}}",
    you: "you",
    players: "Players",
    botSeat: "bot: reads no messages",
    last: "last message {{when}}",
    silent: "no messages yet",
    mute: "Mute {{name}}",
    unmute: "Unmute {{name}}",
    muted: "muted",
    mutedNote: "You do not see the messages of muted players.",
    newChannel: "New conversation",
    withWhom: "With whom",
    groupName: "Group name (optional)",
    groupHint: "For example “Reformers + Mafia”.",
    open: "Open",
    cancel: "Cancel",
    pickOne: "Choose at least one player.",
    readOnly: "You can read this conversation, not write to it.",
    modes: {
      full: "Full talk: at the table and in private conversations.",
      public: "Talk at the table only: everything said is seen by everyone.",
      none: "No talk in this game: moves only.",
    },
    archives: {
      private: "Private conversations stay private, also after the game.",
      "open-at-end": "Private conversations open to all players when the game ends.",
    },
  },
  pressCreate: {
    legend: "Talk between players",
    mode: "Talk",
    modes: {
      full: "At the table and in private",
      public: "At the table only",
      none: "None: moves only",
    },
    usual: "The usual way to play {{title}}.",
    archive: "After the game",
    archives: {
      private: "Private conversations stay private",
      "open-at-end": "Private conversations open to all players",
    },
  },
  pressMail: {
    legend: "Mail about talk",
    modes: {
      "with-moves": "With the game's next mail",
      "with-movesHint": "New messages come in the next email about that game.",
      each: "Each private message at once",
      eachHint: "An email for every private message, as it is written.",
      digest: "Only in the digest",
      digestHint: "Talk waits for your digest or the game's next summary, never an email of its own.",
    },
  },
  pressDashboard: {
    unread_one: "{{count}} unread message",
    unread_other: "{{count}} unread messages",
  },
};
