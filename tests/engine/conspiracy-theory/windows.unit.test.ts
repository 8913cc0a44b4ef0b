/**
 * Who a response window asks (CR26, CR27, CR19) and what it tells the seat it asks. Engine
 * version 2 (docs/games/conspiracy-theory.md, "Engine versions"): a seat holds a window's
 * priority only when some hand could answer something in it now; the engine passes for it
 * otherwise, whatever its auto-pass mode. So the opener is never asked to answer her own card,
 * nor the roller her own roll. Each case beside what version 1 does.
 */
import { describe, expect, it } from "vitest";
import { randomPlayout } from "@backroom/engine/core/playout";
import { checkUpgrade } from "@backroom/engine/core/versions";
import { conspiracyTheoryV1 } from "@backroom/engine/conspiracy-theory/index";
import { russian, knows } from "@backroom/engine/conspiracy-theory/russian";
import { windowCancelled } from "@backroom/engine/conspiracy-theory/choices";
import type { State } from "@backroom/engine/conspiracy-theory/state";
import { act, action, attack, awaited, build, c, game, handOf, o, pass, play, rigDice, run, type Build } from "./builders";

const NAMES = ["Ann", "Bob", "Cy", "Di"];
/** One Organization each (clearance 1: a Veto may be played); seat 1 two (an Interception too). */
const pyramids = [[[o("INT", 1)]], [[o("INT", 2), o("BNK", 2)]], [[o("INT", 3)]], [[o("INT", 4)]]];
const table = (b: Build & { version: number }): State => build({ autoPass: "manual", pyramids: pyramids.slice(0, b.seats ?? 2), ...b });
const plays = (s: State, seat: number) => game.legalMoves(s, seat).filter((m) => m.kind === "play" || m.kind === "intrigue");

describe("CR26: the opener's last word", () => {
  const opened = (version: number) =>
    act(table({ version, seats: 3, hands: [[c("ACT-01")], [], []], deckTop: [o("OCC", 1), o("OCC", 2)] }), 0, action("ACT-01"));

  it("every other seat on manual is asked in turn, holding nothing: its pass must not tell (both versions)", () => {
    for (const version of [1, 2]) {
      let s = opened(version);
      expect(awaited(s)).toEqual([1]);
      s = act(s, 1, pass());
      expect(awaited(s)).toEqual([2]);
      expect(s.window).toMatchObject({ card: c("ACT-01"), priority: 2 });
    }
  });

  it("version 2: nobody answered, so the opener is not asked: the window closes and Recruitment resolves", () => {
    const before = run(opened(2), [1, pass()]);
    const s = act(before, 2, pass());
    expect(s.window).toBeNull();
    expect(handOf(s, 0)).toEqual([o("OCC", 1), o("OCC", 2)]);
    expect(s.turn).toMatchObject({ seat: 0, stage: "main" });
    // CR19: the engine's pass is shown like a player's.
    expect(game.describe({ before, after: s, seat: 2, move: pass(), viewer: 1, names: NAMES })).toMatch(/^Cy passes\. Ann passes\. .*Ann draws 2 cards\./);
  });

  it("version 1: the opener was asked to answer her own card, with nothing she could play", () => {
    const s = run(opened(1), [1, pass()], [2, pass()]);
    expect(awaited(s)).toEqual([0]);
    expect(s.window).toMatchObject({ actor: 0, card: c("ACT-01"), priority: 0, responses: [] });
    expect(plays(s, 0)).toEqual([]);
    expect(game.view(s, 0).window!.answerable).toEqual([]);
  });

  describe("a response came: the opener answers it, and only it", () => {
    const vetoed = (version: number, ownVeto: boolean) => run(
      table({ version, seats: 3, hands: [[c("ACT-01"), ...(ownVeto ? [c("ACT-11", 1)] : [])], [c("ACT-11", 2)], []], deckTop: [o("OCC", 1), o("OCC", 2)] }),
      [0, action("ACT-01")], [1, play(c("ACT-11", 2), { target: "ACT-01" })], [2, pass()],
    );

    it.each([1, 2])("version %i: she is asked, whether or not she holds a Veto (her pass must not tell)", (version) => {
      expect(awaited(vetoed(version, true))).toEqual([0]);
      expect(awaited(vetoed(version, false))).toEqual([0]);
    });

    it("what she may answer is Bob's Veto, never her own Recruitment: her plays, the view and the labels say so", () => {
      const s = vetoed(2, true);
      expect(plays(s, 0)).toEqual([play(c("ACT-11", 1), { target: c("ACT-11", 2) })]);
      expect(game.view(s, 0).window!.answerable).toEqual([{ card: c("ACT-11", 2), by: 1 }]);
      expect(game.view(s, "spectator").window!.answerable).toEqual([{ card: c("ACT-11", 2), by: 1 }]);
      const label = game.moveLabel(s, 0, plays(s, 0)[0]!, NAMES);
      expect(label).toBe("Play Veto on Bob's Veto");
      expect(knows(label)).toBe(true);
      expect(russian(label)).toBe("Сыграть карту «Вето» на карту «Вето» игрока Bob");
    });

    it("the opening card is named with its player's name for the others", () => {
      const s = act(table({ version: 2, seats: 3, hands: [[c("ACT-01")], [c("ACT-11")], []] }), 0, action("ACT-01"));
      expect(game.view(s, 1).window!.answerable).toEqual([{ card: c("ACT-01"), by: 0 }]);
      const label = game.moveLabel(s, 1, plays(s, 1)[0]!, NAMES);
      expect(label).toBe("Play Veto on Ann's Recruitment");
      expect(russian(label)).toBe("Сыграть карту «Вето» на карту «Вербовка» игрока Ann");
    });

    it("version 2: when she passes, Bob is not asked again (his Veto is all that stands): Recruitment is cancelled", () => {
      const s = act(vetoed(2, true), 0, pass());
      expect(s.window).toBeNull();
      expect(s.discard).toEqual([c("ACT-11", 2), c("ACT-01")]);
      expect(handOf(s, 0)).toEqual([c("ACT-11", 1)]);
    });

    it("version 1: Bob was asked again, with nothing left he could answer", () => {
      const s = act(vetoed(1, true), 0, pass());
      expect(awaited(s)).toEqual([1]);
      expect(plays(s, 1)).toEqual([]);
    });

    it("if she answers, the last word passes on: Bob may answer her Veto, and her Recruitment it brought back (CR27)", () => {
      const s = act(vetoed(2, true), 0, play(c("ACT-11", 1), { target: c("ACT-11", 2) }));
      expect(awaited(s)).toEqual([1]);
      expect(game.view(s, 1).window!.answerable).toEqual([{ card: c("ACT-01"), by: 0 }, { card: c("ACT-11", 1), by: 0 }]);
    });
  });
});

describe("CR26c: the roller is never asked to answer her own roll", () => {
  // Master of Special Operations: activation on 4-6; the die is rigged to 4.
  const certificate = (version: number) => act(
    rigDice(table({ version, seats: 2, hands: [[c("CRT-01")], []] }), [4]), 0, { kind: "certificate", card: c("CRT-01"), host: null },
  );

  it("version 2: Bob passes the Certificate's window and its roll's; Ann is asked neither time", () => {
    let s = certificate(2);
    expect(s.window).toMatchObject({ kind: "certificate", priority: 1 });
    s = act(s, 1, pass());
    expect(s.roll).toMatchObject({ roller: 0, result: 4, open: true, priority: 1 });
    s = act(s, 1, pass());
    expect(s.roll).toBeNull();
    expect(s.players[0]!.certificates).toEqual([{ card: c("CRT-01"), host: null }]);
    expect(awaited(s)).toEqual([0]);
  });

  it("version 1: Ann was asked both times", () => {
    let s = act(certificate(1), 1, pass());
    expect(s.window).toMatchObject({ priority: 0 });
    s = run(s, [0, pass()], [1, pass()]);
    expect(s.roll).toMatchObject({ roller: 0, priority: 0 });
    expect(plays(s, 0)).toEqual([]);
  });

  it("in a battle too: the Medium's roll window skips its roller in version 2", () => {
    const duel = (version: number) => act(rigDice(build({
      version, seats: 2, autoPass: "manual", hands: [[c("EXE-OCC-02")], []],
      pyramids: [[[o("INT", 1), o("BNK", 1), o("OCC", 1), o("CRM", 1)], [o("INT", 2)]], [[o("INT", 3), o("BNK", 3)]]],
    }), [6]), 0, attack("EXE-OCC-02", 1));
    for (const version of [1, 2]) {
      const s = act(duel(version), 1, pass());
      if (version === 2) expect(s.battle).toMatchObject({ roll: null, priority: 1 });
      else expect(s.battle!.roll).toMatchObject({ roller: 0, priority: 0 });
    }
  });
});

describe("version 2: a seat no hand could let answer is passed for in every mode", () => {
  it("clearance 0: no Veto or Interception can be played, so Cy's empty pyramid is not asked", () => {
    const s0 = table({ version: 2, seats: 3, hands: [[c("ACT-01")], [], []], pyramids: [[[o("INT", 1)]], [[o("INT", 2)]], []] });
    let s = act(s0, 0, action("ACT-01"));
    expect(awaited(s)).toEqual([1]);
    s = act(s, 1, pass());
    expect(s.window).toBeNull();
    // Version 1 asked him.
    expect(awaited(run({ ...s0, rulesVersion: undefined }, [0, action("ACT-01")], [1, pass()]))).toEqual([2]);
  });
});

/** Whether the seat awaited in a response window has something of another player's to answer. */
function askedToAnswerOwn(s: State): string | null {
  const seat = awaited(s)[0];
  if (seat === undefined || s.decisions.length > 0) return null;
  const roll = s.battle ? s.battle.roll : s.roll;
  if (roll?.open && roll.priority === seat && roll.roller === seat) return `seat ${seat} asked to answer its own roll`;
  const w = s.window;
  if (!s.battle && !roll?.open && w && w.priority === seat) {
    const cancelled = windowCancelled(w);
    const open = [{ card: w.card, by: w.actor }, ...w.responses].filter((x) => x.by !== seat && !cancelled.has(x.card));
    if (open.length === 0) return `seat ${seat} asked in a window holding only its own or cancelled cards`;
  }
  return null;
}

/** Random play that leaves every seat on manual (the bots would otherwise switch modes now and then). */
const manualOnly = <D extends typeof game>(def: D): D => ({ ...def, legalMoves: (s: State, seat: number) => def.legalMoves(s, seat).filter((m) => m.kind !== "auto-pass") });

describe("random games (version 2, every seat on manual)", () => {
  it("never ask a seat to answer its own card or roll", () => {
    let windows = 0;
    for (let i = 0; i < 60; i++) {
      const seats = 2 + (i % 3);
      randomPlayout(manualOnly(game), {
        seats, options: game.optionsSchema.parse({ autoPass: "manual", roundLimit: 6 }), seed: `own-${i}`, botSeed: `own-bot-${i}`, maxMoves: 4000,
        onMove: (after) => {
          const s = after as State;
          if ((s.window || s.roll?.open || s.battle?.roll?.open) && s.decisions.length === 0) windows++;
          const problem = askedToAnswerOwn(s);
          if (problem) throw new Error(`own-${i}: ${problem}`);
        },
      });
    }
    expect(windows).toBeGreaterThan(200);
  }, 60_000);

  it("version 1 did (the property tells the versions apart)", () => {
    let found = 0;
    for (let i = 0; i < 20 && found === 0; i++) {
      randomPlayout(manualOnly(conspiracyTheoryV1), {
        seats: 3, options: game.optionsSchema.parse({ autoPass: "manual", roundLimit: 6 }), seed: `own-${i}`, botSeed: `own-bot-${i}`, maxMoves: 4000,
        onMove: (after) => { if (askedToAnswerOwn(after as State)) found++; },
      });
    }
    expect(found).toBeGreaterThan(0);
  }, 60_000);
});

describe("moving a version 1 game to version 2 (docs/engine.md)", () => {
  const input = { seats: 2, options: game.optionsSchema.parse({ autoPass: "manual" }), seed: "upgrade" };
  const firstMoves = (n: number) => {
    const out: { seat: number; move: unknown }[] = [];
    let s = conspiracyTheoryV1.setup(input);
    for (let k = 0; k < n; k++) {
      const seat = conspiracyTheoryV1.awaiting(s)[0]!;
      const move = conspiracyTheoryV1.legalMoves(s, seat).find((m) => m.kind !== "auto-pass")!;
      out.push({ seat, move });
      s = conspiracyTheoryV1.apply(s, seat, move);
    }
    return out;
  };

  it("new games start on version 2, which stamps it; version 1 states stay as they were", () => {
    expect(game.engineVersion).toBe(2);
    expect(game.setup(input).rulesVersion).toBe(2);
    expect(conspiracyTheoryV1.setup(input)).not.toHaveProperty("rulesVersion");
    expect({ ...game.setup(input), rulesVersion: undefined }).toEqual({ ...conspiracyTheoryV1.setup(input), rulesVersion: undefined });
  });

  it("is safe while nobody was asked in a window with nothing to answer, refused once someone was", () => {
    expect(checkUpgrade(conspiracyTheoryV1, game, input, firstMoves(3))).toMatchObject({ safe: true });
    // A version 1 game in which a seat passed a window it could not answer: that pass is no move of version 2.
    const options = game.optionsSchema.parse({ autoPass: "manual", roundLimit: 6 });
    let asked = -1;
    const played = randomPlayout(manualOnly(conspiracyTheoryV1), {
      seats: 3, options, seed: "upgrade-asked", botSeed: "upgrade-asked-bot", maxMoves: 4000,
      onMove: (after, _before, _m, index) => { if (asked < 0 && askedToAnswerOwn(after as State)) asked = index; },
    });
    expect(asked).toBeGreaterThanOrEqual(0);
    // Version 2 passes for that seat as the move before it is applied: the two games part there.
    expect(checkUpgrade(conspiracyTheoryV1, game, { seats: 3, options, seed: "upgrade-asked" }, played.moves.slice(0, asked + 1))).toMatchObject({ safe: false });
  });
});
