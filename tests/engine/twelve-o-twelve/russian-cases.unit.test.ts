/**
 * The case forms of 12-0-12's Russian names (engine/twelve-o-twelve/russian-cases.ts) belong to
 * the names of russian-cards.ts: each form starts like its nominative, a masculine name (an
 * animal, so animate) has its accusative equal to its genitive, and a name is feminine exactly
 * when Russian makes it so (ending in -а/-я, or in -ь with an accusative like the nominative:
 * «Мышь», «Рысь», but not «Олень»).
 */
import { describe, expect, it } from "vitest";
import { ANIMAL_RU, LEADER_RU } from "@backroom/engine/twelve-o-twelve/russian-cards";
import { NAME_CASES } from "@backroom/engine/twelve-o-twelve/russian-cases";
import { russian } from "@backroom/engine/twelve-o-twelve/russian";

const NOMINATIVE: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ANIMAL_RU).map(([id, a]) => [id, a.name])),
  ...Object.fromEntries(Object.entries(LEADER_RU).map(([id, l]) => [id, l.name])),
};

describe("12-0-12's names in every case", () => {
  it.each(Object.entries(NAME_CASES))("%s declines from its own nominative", (id, c) => {
    const nom = NOMINATIVE[id]!;
    for (const form of [c.gen, c.dat, c.acc, c.ins]) expect(form[0], `${nom} → ${form}`).toBe(nom[0]);
    const feminine = /[ая]$/.test(nom) || (/ь$/.test(nom) && c.acc === nom);
    expect(c.feminine, nom).toBe(feminine);
    if (!c.feminine) expect(c.acc, nom).toBe(c.gen);
  });

  it("every Animal and Leader has its forms", () => {
    expect(Object.keys(NAME_CASES).sort()).toEqual(Object.keys(NOMINATIVE).sort());
  });

  it("sentences decline them and agree with them", () => {
    expect(russian("Аня attracts Lynx feeding it Mouse, paying 2 Food.")).toBe("Аня привлекает «Рысь», скормив ей «Мышь», заплатив 2 Еды.");
    expect(russian("Аня attracts Wolf feeding it Deer, paying nothing.")).toBe("Аня привлекает «Волка», скормив ему «Оленя», ничего не заплатив.");
    expect(russian("Аня does not use the Boar.")).toBe("Аня не применяет способность «Кабана».");
  });
});
