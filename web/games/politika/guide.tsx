"use client";
/** The how-to-play guide: the words in strings.ts, the example drawn with this game's own board. */
import { politika } from "@backroom/engine/politika/index";
import type { GameDefinition } from "@backroom/engine/core/game";
import { examplePosition } from "../example";
import type { GuideDef } from "../types-guide";
import { PolitikaBoard } from "./board";
import { guideStrings, guideStringsRu } from "./strings";
import { useT } from "../../i18n";

/** The players of the example, named as the guide's text names them ("Ann" / "Аня"). */
const NAMES = { en: ["Ann", "Bob", "Cy"], ru: ["Аня", "Боря", "Сева"] } as const;

function Example() {
  const { lng } = useT();
  const view = examplePosition(politika as unknown as GameDefinition<unknown, unknown, unknown, Parameters<typeof PolitikaBoard>[0]["view"]>, 3, 6);
  return <PolitikaBoard view={view} names={NAMES[lng]} mySeat={0} awaiting={[]} />;
}

export const guide: GuideDef = { strings: guideStrings, ru: guideStringsRu, Example };
