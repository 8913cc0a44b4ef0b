"use client";
/** The how-to-play guide: the words in strings.ts, the example drawn with this game's own board. */
import { conspiracyTheory } from "@backroom/engine/conspiracy-theory/index";
import type { GameDefinition } from "@backroom/engine/core/game";
import { examplePosition } from "../example";
import type { GuideDef } from "../types-guide";
import { ConspiracyBoard } from "./board";
import { guideStrings } from "./strings";

const NAMES = ["Ann", "Bob", "Cy"].slice(0, 2);

function Example() {
  const view = examplePosition(conspiracyTheory as unknown as GameDefinition<unknown, unknown, unknown, Parameters<typeof ConspiracyBoard>[0]["view"]>, 2, 8);
  return <ConspiracyBoard view={view} names={NAMES} mySeat={0} awaiting={[]} />;
}

export const guide: GuideDef = { strings: guideStrings, Example };
