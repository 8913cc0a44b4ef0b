/** What the app shows about Conspiracy Theory before its board loads: the dashboard, the create form, the rules index. */
import type { GameMeta } from "../types";

export const meta: GameMeta = {
  id: "conspiracy-theory",
  title: "Conspiracy Theory",
  pitch: "Build the ten-card pyramid of the World Conspiracy and hold it for a full round, while Executors tear at your rivals'.",
  dataNote: "card texts: Backroom edition — apart from the Hadron Collider, every card name, number and effect is our reconstruction.",
  // From the specs' option rulings (CR19, CR32, CR39): the help says it in words, never by ruling id.
  optionHelp: {
    autoPass: "Every seat's starting auto-pass: manual (asked every time), when unable to play, or as a bystander. Players can change it later.",
    roundLimit: "Optional round limit: when it is reached, the highest clearance wins. Leave empty for none.",
    firstPlayer: "Who starts; by default a die roll decides.",
  },
};
