"use client";
/** The how-to-play guide: the words in strings.ts, the example drawn with this game's own board. */
import { twelveOTwelve } from "@backroom/engine/twelve-o-twelve/index";
import type { GameDefinition } from "@backroom/engine/core/game";
import { examplePosition } from "../example";
import type { GuideDef } from "../types-guide";
import { TwelveBoard } from "./board";
import { guideStrings, guideStringsRu } from "./strings";
import { useT } from "../../i18n";

/** The players of the example, as the guide's words name them in each language. */
const NAMES = { en: ["Ann", "Bob"], ru: ["Аня", "Борис"] } as const;

function Example() {
  const view = examplePosition(twelveOTwelve as unknown as GameDefinition<unknown, unknown, unknown, Parameters<typeof TwelveBoard>[0]["view"]>, 2, 8);
  const { lng } = useT();
  return <TwelveBoard view={view} names={NAMES[lng]} mySeat={0} awaiting={[]} />;
}

export const guide: GuideDef = { strings: guideStrings, ru: guideStringsRu, Example };
