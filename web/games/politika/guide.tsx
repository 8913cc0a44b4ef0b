"use client";
/** The how-to-play guide: the words in strings.ts, the example drawn with this game's own board. */
import { politika } from "@backroom/engine/politika/index";
import type { GameDefinition } from "@backroom/engine/core/game";
import { examplePosition } from "../example";
import type { GuideDef } from "../types-guide";
import { PolitikaBoard } from "./board";
import { guideStrings } from "./strings";

const NAMES = ["Ann", "Bob", "Cy"].slice(0, 3);

function Example() {
  const view = examplePosition(politika as unknown as GameDefinition<unknown, unknown, unknown, Parameters<typeof PolitikaBoard>[0]["view"]>, 3, 6);
  return <PolitikaBoard view={view} names={NAMES} mySeat={0} awaiting={[]} />;
}

export const guide: GuideDef = { strings: guideStrings, Example };
