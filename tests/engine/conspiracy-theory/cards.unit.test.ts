/** Every card kind: Artifacts, Certificates, Action cards, Executor abilities; dice and responses. */
import { describe, expect, it } from "vitest";
import { analyseBattle, permanentValues } from "@backroom/engine/conspiracy-theory/values";
import type { State } from "@backroom/engine/conspiracy-theory/state";
import {
  act, action, attack, awaited, build, c, endTurn, game, handOf, HC, o, pass, pick, place, play, rejects, repairNearest, rigDice, run,
} from "./builders";

/** Seat 0: pyramid 4-1 (clearance 5, base attack 2, every type connected). */
const strong = (): string[][] => [[o("INT", 1), o("BNK", 1), o("OCC", 1), o("CRM", 1)], [o("INT", 2)]];
/** Seat 1: one Organization (base defence 1). */
const weak = (): string[][] => [[o("INT", 3)]];
const totals = (s: State) => {
  const an = analyseBattle(s, s.battle!);
  return [an.attack, an.defence];
};

describe("C15/CR13 Artifacts", () => {
  it("CR13: an Artifact enters play after its response window; C19: any number per turn", () => {
    let s = build({ seats: 2, hands: [[c("ART-01"), c("ART-02")], []], pyramids: [[[o("INT", 1)]], []] });
    s = run(s, [0, { kind: "artifact", card: c("ART-01") }], [0, { kind: "artifact", card: c("ART-02") }]);
    expect(s.players[0]!.artifacts).toEqual([c("ART-01"), c("ART-02")]);
    expect(permanentValues(s, 0)).toEqual({ attack: 1, defence: 1 });
  });

  it("C8: an Artifact needs its clearance", () => {
    rejects(build({ seats: 2, hands: [[c("ART-12")], []], pyramids: [[[o("INT", 1)]], []] }), 0, { kind: "artifact", card: c("ART-12") }, "ct/clearance");
  });

  it("CR12: an Artifact above its owner's clearance is dormant and adds nothing", () => {
    const s = build({ seats: 2, pyramids: [[[o("INT", 1)]], []], artifacts: [[c("ART-10"), c("ART-01")], []] });
    expect(permanentValues(s, 0)).toEqual({ attack: 0, defence: 1 });
    expect(game.view(s, 1).players[0]!.artifacts[0]).toMatchObject({ dormant: true });
  });

  it("ACT-13 Interception cancels an Artifact being played; C21: a Veto cancels the Interception", () => {
    const s0 = build({
      seats: 2, hands: [[c("ART-01")], [c("ACT-13")]], pyramids: [[[o("INT", 1)]], [[o("INT", 3), o("BNK", 3)]]],
    });
    let s = act(s0, 0, { kind: "artifact", card: c("ART-01") });
    expect(awaited(s)).toEqual([1]);
    expect(game.legalMoves(s, 1)).toContainEqual(play("ACT-13", { target: "ART-01" }));
    s = act(s, 1, play("ACT-13", { target: "ART-01" }));
    expect(s.players[0]!.artifacts).toEqual([]);
    expect(s.discard).toEqual([c("ACT-13"), c("ART-01")]);

    const withVeto = build({
      seats: 2, hands: [[c("ART-01"), c("ACT-11")], [c("ACT-13")]], pyramids: [[[o("INT", 1)]], [[o("INT", 3), o("BNK", 3)]]],
    });
    s = run(withVeto, [0, { kind: "artifact", card: c("ART-01") }], [1, play("ACT-13", { target: "ART-01" })], [0, play("ACT-11", { target: "ACT-13" })]);
    expect(s.players[0]!.artifacts).toEqual([c("ART-01")]);
  });

  it("ART-06 Library of Ivan the Terrible: once per turn, discard 1 to draw 1", () => {
    let s = build({ seats: 2, hands: [[o("OCC", 5), o("OCC", 6)], []], pyramids: [[[o("INT", 1), o("BNK", 1), o("CRM", 1)]], []], artifacts: [[c("ART-06")], []], deckTop: [o("OCC", 7)] });
    s = act(s, 0, { kind: "library", card: o("OCC", 5) });
    expect(handOf(s, 0)).toEqual([o("OCC", 6), o("OCC", 7)]);
    rejects(s, 0, { kind: "library", card: o("OCC", 6) }, "ct/not-allowed");
  });

  it("ART-06/CR14: a Certificate copy that failed this turn and an untried copy are two choices (the untried one can still be tried)", () => {
    const built = build({ seats: 2, hands: [[c("CRT-01"), c("CRT-01", 2)], []], pyramids: [[[o("INT", 1), o("BNK", 1), o("CRM", 1)]], []], artifacts: [[c("ART-06")], []] });
    const s = { ...built, players: built.players.map((p, i) => (i === 0 ? { ...p, tried: [c("CRT-01")] } : p)) };
    const library = game.legalMoves(s, 0).filter((m) => m.kind === "library");
    expect(library).toEqual([{ kind: "library", card: c("CRT-01") }, { kind: "library", card: c("CRT-01", 2) }]);
    expect(library.map((m) => game.moveLabel(s, 0, m, ["Ann", "Bob"]))).toEqual([
      "Library: discard Master of Special Operations (the copy tried this turn) and draw 1",
      "Library: discard Master of Special Operations and draw 1",
    ]);
    const kept = act(s, 0, library[0]!);
    expect(game.legalMoves(kept, 0)).toContainEqual({ kind: "certificate", card: c("CRT-01", 2), host: null });
  });
});

describe("C16/CR14 Certificates of Mastery", () => {
  const s0 = build({ seats: 2, hands: [[c("CRT-01"), c("CRT-01", 2)], []], pyramids: [[[o("INT", 1)]], []] });

  it("CR14: a successful roll activates the Certificate", () => {
    const s = act(rigDice(s0, [4]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    expect(s.players[0]!.certificates).toEqual([{ card: c("CRT-01"), host: null }]);
    expect(permanentValues(s, 0).attack).toBe(1);
  });

  it("C16/CR14: a failed roll returns the card to hand; that card cannot be tried again this turn, another copy can", () => {
    const s = act(rigDice(s0, [3]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    expect(handOf(s, 0)).toContain(c("CRT-01"));
    expect(s.players[0]!.certificates).toEqual([]);
    rejects(s, 0, { kind: "certificate", card: c("CRT-01"), host: null }, "ct/already-tried");
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: "certificate", card: c("CRT-01", 2), host: null });
  });

  it("C16: an attached Certificate goes back to its owner's hand when its Artifact is lost; CRT-09 Relic Keeper adds 1 to each value", () => {
    const s1 = build({
      seats: 2, turn: 2, seat: 1, hands: [[], [c("ACT-06")]],
      pyramids: [[[o("INT", 1)], [], [], []], [[o("INT", 3), o("BNK", 3)], [o("OCC", 3)]]],
      artifacts: [[c("ART-05")], []], certificates: [[{ card: "CRT-09", host: "ART-05" }], []],
    });
    // Relic Keeper needs clearance 2 — seat 0 has 1, so the Certificate is dormant here.
    expect(permanentValues(s1, 0)).toEqual({ attack: 0, defence: 0 });
    const higher = { ...s1, players: s1.players.map((p, i) => (i === 0 ? { ...p, pyramid: [[o("INT", 1), o("BNK", 1), o("OCC", 1)], [], [], []] } : p)) };
    expect(permanentValues(higher, 0)).toEqual({ attack: 2, defence: 2 });
    let s = act(higher, 1, action("ACT-06", 0));
    // Sabotage: attack 2 v defence 3 + 2 fails; use a weaker defender.
    expect(s.battle).toBeNull();
    s = act(s1, 1, action("ACT-06", 0));
    s = act(s, 1, pick(c("ART-05")));
    expect(s.players[0]!.artifacts).toEqual([]);
    expect(handOf(s, 0)).toEqual([c("CRT-09")]);
    expect(s.discard).toContain(c("ART-05"));
  });

  it("CRT-10 Keeper of Secrets: its host cannot be taken or discarded by other players' cards", () => {
    const s = build({
      seats: 2, turn: 2, seat: 1, hands: [[], [c("ACT-06")]],
      pyramids: [[[o("INT", 1), o("BNK", 1), o("OCC", 1)]], [[o("INT", 3), o("BNK", 3)], [o("OCC", 3)]]],
      artifacts: [[c("ART-05")], []], certificates: [[{ card: "CRT-10", host: "ART-05" }], []],
    });
    expect(game.legalMoves(s, 1).some((m) => m.kind === "action")).toBe(false);
  });

  it("CRT-09/CRT-10 attach to a free Artifact of the owner's", () => {
    const s = build({ seats: 2, hands: [[c("CRT-09")], []], pyramids: [[[o("INT", 1), o("BNK", 1)]], []], artifacts: [[c("ART-01")], []] });
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: "certificate", card: c("CRT-09"), host: c("ART-01") });
    rejects(s, 0, { kind: "certificate", card: c("CRT-09"), host: null }, "ct/not-allowed");
  });

  it("CRT-04 Master of Disguise and CRT-05 Master Blackmailer add 2 in battles not opened by an executor attack", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("ACT-04"), c("EXE-OCC-01")], [o("OCC", 9)]],
      pyramids: [[[o("INT", 1), o("BNK", 1)]], [[o("INT", 3), o("BNK", 3)]]],
      certificates: [[{ card: "CRT-05", host: null }], [{ card: "CRT-04", host: null }]],
    });
    expect(totals(act(s0, 0, action("ACT-04", 1)))).toEqual([1 + 2, 2 + 2]);
    expect(totals(act(s0, 0, attack("EXE-OCC-01", 1)))).toEqual([1 + 1, 2]);
  });

  it("CRT-07 Master Interrogator takes a random card from the defender's hand after a successful attack", () => {
    const s0 = build({
      seats: 2, hands: [[c("EXE-CRM-01")], [o("OCC", 9)]], pyramids: [strong(), weak()],
      certificates: [[{ card: "CRT-07", host: null }], []],
    });
    let s = act(s0, 0, attack("EXE-CRM-01", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    expect(handOf(s, 0)).toEqual([o("OCC", 9)]);
  });

  it("CRT-08 Master Recruiter draws 1 more at the start of each turn", () => {
    const s = act(build({
      seats: 2, turn: 2, seat: 1, pyramids: [[[o("INT", 1), o("BNK", 1), o("OCC", 1), o("CRM", 1)], [o("INT", 2)]], []],
      certificates: [[{ card: "CRT-08", host: null }], []],
    }), 1, endTurn);
    expect(handOf(s, 0)).toHaveLength(2);
  });
});

describe("CR26/CR30 dice and answers", () => {
  const roller = (hand1: string[], extra: Partial<Parameters<typeof build>[0]> = {}) => build({
    seats: 2, hands: [[c("CRT-01")], hand1], pyramids: [[[o("INT", 1)]], [[o("INT", 3), o("BNK", 3)], [o("OCC", 3)]]], ...extra,
  });

  it("ACT-14 Refutation answers a successful roll: a battle opens (CR16c), and if it succeeds the roll fails", () => {
    let s = act(rigDice(roller([c("ACT-14")]), [5]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    expect(awaited(s)).toEqual([1]);
    s = act(s, 1, play("ACT-14"));
    expect(s.news.map((n) => n.text)).toContain("@1 answers @0's roll with Refutation: a battle opens.");
    // Everyone else auto-passes: attack 2 v defence 1, so the roll counts as failed.
    expect(s.players[0]!.certificates).toEqual([]);
    expect(handOf(s, 0)).toEqual([c("CRT-01")]);
  });

  it("ACT-15 Disinformation forces a re-roll whose result replaces the first", () => {
    const s = run(rigDice(roller([c("ACT-15")]), [6, 2]), [0, { kind: "certificate", card: c("CRT-01"), host: null }], [1, play("ACT-15")]);
    expect(handOf(s, 0)).toEqual([c("CRT-01")]);
  });

  it("CRT-06 Master of Intrigue: once per round, make another player re-roll", () => {
    const s0 = roller([], { certificates: [[], [{ card: "CRT-06", host: null }]] });
    let s = act(rigDice(s0, [6, 5]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    expect(game.legalMoves(s, 1)).toContainEqual({ kind: "intrigue" });
    s = act(s, 1, { kind: "intrigue" });
    // The re-roll (5) succeeds, and the ability is spent for this round.
    expect(s.players[0]!.certificates).toEqual([{ card: c("CRT-01"), host: null }]);
    expect(s.players[1]!.intrigueUsedTurn).toBe(1);
  });

  it("CR30: a failed roll cannot be answered, and nobody answers their own roll", () => {
    const failed = act(rigDice(roller([c("ACT-14")]), [1]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    expect(awaited(failed)).toEqual([0]);
    expect(failed.roll).toBeNull();
  });

  it("ART-03 Crystal Skull: re-roll your own failed roll at once, once per turn", () => {
    const s0 = build({ seats: 2, hands: [[c("CRT-02")], []], pyramids: [[[o("INT", 1), o("BNK", 1)]], []], artifacts: [[c("ART-03")], []] });
    let s = act(rigDice(s0, [2, 6]), 0, { kind: "certificate", card: c("CRT-02"), host: null });
    expect(s.decisions[0]).toEqual({ kind: "skull", seat: 0 });
    s = act(s, 0, { kind: "skull", reroll: true });
    expect(s.players[0]!.certificates).toEqual([{ card: c("CRT-02"), host: null }]);
  });
});

describe("C17/CR25 Action cards", () => {
  it("ACT-02 Archive Dig takes a card of one's choice from the discard pile", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-02")], []], pyramids: [[[o("INT", 1), o("BNK", 1)]], []], discard: [o("OCC", 9), o("CRM", 9)] }), 0, action("ACT-02"));
    expect(game.legalMoves(s, 0)).toEqual([pick(o("OCC", 9)), pick(o("CRM", 9))]);
    s = act(s, 0, pick(o("CRM", 9)));
    expect(handOf(s, 0)).toEqual([o("CRM", 9)]);
    expect(s.discard).toEqual([o("OCC", 9), c("ACT-02")]);
  });

  it("ACT-03 Think Tank: look at 3, take 1, put the others back in any order; only the player sees them", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-03")], []], pyramids: [[[o("INT", 1), o("BNK", 1)]], []], deckTop: [o("OCC", 7), o("OCC", 8), o("OCC", 9)] }), 0, action("ACT-03"));
    expect(game.view(s, 0).peek).toEqual([o("OCC", 7), o("OCC", 8), o("OCC", 9)]);
    expect(game.view(s, 1).peek).toBeNull();
    s = act(s, 0, { kind: "think-tank", take: o("OCC", 8), order: [o("OCC", 9), o("OCC", 7)] });
    expect(handOf(s, 0)).toEqual([o("OCC", 8)]);
    expect(s.deck.slice(0, 2)).toEqual([o("OCC", 9), o("OCC", 7)]);
  });

  it("CR25: a turn-impact card needs something to act on", () => {
    const s = build({ seats: 2, hands: [[c("ACT-06"), c("ACT-04")], []], pyramids: [[[o("INT", 1), o("BNK", 1)]], [[o("INT", 3)]]] });
    expect(game.legalMoves(s, 0).filter((m) => m.kind === "action")).toEqual([]);
    rejects(s, 0, action("ACT-06", 1), "ct/not-allowed");
  });

  it("ACT-04 Information Leak: a successful attack takes a random card from the defender's hand", () => {
    const s = act(build({ seats: 2, hands: [[c("ACT-04")], [o("OCC", 9)]], pyramids: [strong(), weak()] }), 0, action("ACT-04", 1));
    expect(handOf(s, 0)).toEqual([o("OCC", 9)]);
    expect(game.describe({ before: s, after: s, seat: 0, move: action("ACT-04", 1), viewer: 0, names: ["A", "B"] })).toContain("Vril Society");
  });

  it("ACT-05 Search: look at the defender's hand and take a card of your choice", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-05")], [o("OCC", 9), o("CRM", 9)]], pyramids: [strong(), weak()] }), 0, action("ACT-05", 1));
    expect(game.view(s, 0).peek).toEqual([o("OCC", 9), o("CRM", 9)]);
    expect(game.view(s, 1).peek).toBeNull();
    s = act(s, 0, pick(o("CRM", 9)));
    expect(handOf(s, 0)).toEqual([o("CRM", 9)]);
  });

  it.each([
    ["ACT-06 Sabotage", "ACT-06", "artifact", "discard"],
    ["ACT-07 Confiscation", "ACT-07", "artifact", "hand"],
    ["ACT-08 Revoked Licence", "ACT-08", "certificate", "discard"],
    ["ACT-09 Headhunting", "ACT-09", "certificate", "hand"],
  ])("%s", (_name, card, what, where) => {
    let s = build({
      seats: 2, hands: [[c(card)], []], pyramids: [strong(), weak()],
      artifacts: [[], [c("ART-02")]], certificates: [[], [{ card: "CRT-01", host: null }]],
    });
    s = act(s, 0, action(card, 1));
    const lost = what === "artifact" ? c("ART-02") : c("CRT-01");
    if (s.decisions.length) s = act(s, 0, pick(lost));
    expect(where === "hand" ? handOf(s, 0) : s.discard).toContain(lost);
    expect(what === "artifact" ? s.players[1]!.artifacts : s.players[1]!.certificates).toEqual([]);
  });

  it("ACT-10 Hostile Takeover may take the Hadron Collider, which goes where CR24 says", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-10")], []], pyramids: [strong(), [[HC]]] }), 0, action("ACT-10", 1));
    s = act(s, 0, pick(HC));
    expect(s.decisions[0]).toMatchObject({ kind: "place-taken", card: HC });
    s = act(s, 0, { kind: "place-taken", row: 1 });
    expect(s.players[0]!.pyramid[1]).toContain(HC);
  });

  it("ACT-16 Embargo: the target cannot play Action cards until the end of their next turn (CR28)", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-16")], [c("ACT-01")]], pyramids: [strong(), weak()] }), 0, action("ACT-16", 1));
    s = act(s, 0, endTurn);
    rejects(s, 1, action("ACT-01"), "ct/embargo");
    s = run(s, [1, endTurn], [0, endTurn]);
    expect(game.legalMoves(s, 1)).toContainEqual(action("ACT-01"));
  });

  it("ACT-17 Quarantine: no placing or moving; captures go to hand", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-17")], [o("OCC", 9), c("EXE-INT-01")]], pyramids: [[[o("INT", 1), o("BNK", 1)]], [[o("INT", 3), o("BNK", 3), o("OCC", 3)], [o("CRM", 3)]]] }), 0, action("ACT-17", 1));
    s = act(s, 0, endTurn);
    rejects(s, 1, place(o("OCC", 9), 1), "ct/quarantined");
    s = act(s, 1, attack("EXE-INT-01", 0));
    s = act(s, 1, { kind: "outcome", card: o("INT", 1), capture: true });
    expect(s.decisions).toEqual([]);
    expect(handOf(s, 1)).toContain(o("INT", 1));
  });

  it("ACT-18 Moratorium: the target cannot open battles", () => {
    let s = act(build({ seats: 2, hands: [[c("ACT-18")], [c("EXE-CRM-01")]], pyramids: [strong(), weak()] }), 0, action("ACT-18", 1));
    s = act(s, 0, endTurn);
    rejects(s, 1, attack("EXE-CRM-01", 0), "ct/moratorium");
  });

  it("C21/ACT-11: a Veto cancels a forbid as it is played", () => {
    const s = act(build({ seats: 2, hands: [[c("ACT-18")], [c("ACT-11")]], pyramids: [strong(), weak()] }), 0, action("ACT-18", 1));
    expect(awaited(s)).toEqual([1]);
    const vetoed = act(s, 1, play("ACT-11", { target: "ACT-18" }));
    expect(vetoed.forbids).toEqual([]);
    expect(vetoed.discard).toEqual([c("ACT-11"), c("ACT-18")]);
  });

  it("C23/ACT-19/20/21: third players add cards for either side; Reinforcements for either side, Surprise Strike for the attacker only, Stonewall for the defender only", () => {
    const s0 = build({
      seats: 3, autoPass: "manual", hands: [[c("EXE-CRM-01")], [], [c("ACT-19"), c("ACT-20"), c("ACT-21")]],
      pyramids: [[[o("CRM", 1)]], weak(), [[o("INT", 5), o("BNK", 5)]]],
    });
    const s = run(s0, [0, attack("EXE-CRM-01", 1)], [1, pass()]);
    const plays = game.legalMoves(s, 2).filter((m) => m.kind === "play");
    expect(plays).toEqual([
      play("ACT-19", { side: "attacker" }), play("ACT-19", { side: "defender" }),
      play("ACT-20", { side: "attacker" }), play("ACT-21", { side: "defender" }),
    ]);
  });
});

describe("C14/CR37 Executor abilities (connected)", () => {
  const duel = (attackerHand: string[], defenderHand: string[], extra: Partial<Parameters<typeof build>[0]> = {}) =>
    build({ seats: 2, hands: [attackerHand, defenderHand], pyramids: [strong(), weak()], ...extra });

  it("EXE-INT-01 Informant: its player looks at the opposing combatant's hand", () => {
    const s = act(duel([c("EXE-INT-01")], [o("OCC", 9)], { autoPass: "manual" }), 0, attack("EXE-INT-01", 1));
    expect(game.view(s, 0).peek).toEqual([o("OCC", 9)]);
    expect(game.view(s, 1).peek).toBeNull();
    expect(game.view(s, "spectator").peek).toBeNull();
  });

  it("EXE-INT-02 Undercover Agent: if its side wins, a random card from the opposing combatant's hand", () => {
    let s = act(duel([c("EXE-INT-02")], [o("OCC", 9)]), 0, attack("EXE-INT-02", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    expect(handOf(s, 0)).toEqual([o("OCC", 9)]);
  });

  it("EXE-INT-03 Hacker: if its side wins, look and discard a card of your choice", () => {
    let s = act(duel([c("EXE-INT-03")], [o("OCC", 9), o("CRM", 9)]), 0, attack("EXE-INT-03", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    expect(s.decisions[0]).toMatchObject({ kind: "pick", purpose: "discard-from-hand", from: 1 });
    expect(game.view(s, 0).peek).toEqual([o("OCC", 9), o("CRM", 9)]);
    s = act(s, 0, pick(o("CRM", 9)));
    expect(handOf(s, 1)).toEqual([o("OCC", 9)]);
  });

  it("EXE-INT-04 Double Agent turns an Executor a third player added", () => {
    const s0 = build({
      seats: 3, autoPass: "manual", hands: [[c("EXE-CRM-01")], [c("EXE-INT-04")], [c("EXE-OCC-01")]],
      pyramids: [[[o("CRM", 1)]], [[o("INT", 3), o("BNK", 3), o("OCC", 3)]], [[o("OCC", 5)]]],
    });
    let s = run(s0, [0, attack("EXE-CRM-01", 1)], [1, pass()], [2, play("EXE-OCC-01", { side: "attacker" })], [0, pass()]);
    expect(totals(s)).toEqual([1 + 4 + 4, 3]);
    s = act(s, 1, play("EXE-INT-04", { target: "EXE-OCC-01" }));
    expect(s.battle!.table[1]!.side).toBe("defender");
    expect(totals(s)).toEqual([1 + 4, 3 + 4 + (3 + 1)]);
  });

  it("EXE-INT-05 Liquidator knocks out an opposing Executor, but not a connected Hitman (EXE-CRM-04)", () => {
    const s0 = (exe: string) => build({
      seats: 2, autoPass: "manual", hands: [[c(exe)], [c("EXE-INT-05")]],
      pyramids: [[[o("CRM", 1), o("INT", 1), o("BNK", 1)]], [[o("INT", 3), o("BNK", 3), o("OCC", 3), o("CRM", 3)], [o("INT", 4)]]],
    });
    const gun = act(s0("EXE-CRM-01"), 0, attack("EXE-CRM-01", 1));
    expect(game.legalMoves(gun, 1)).toContainEqual(play("EXE-INT-05", { side: "defender", target: "EXE-CRM-01" }));
    expect(analyseBattle(act(gun, 1, play("EXE-INT-05", { target: "EXE-CRM-01" })), act(gun, 1, play("EXE-INT-05", { target: "EXE-CRM-01" })).battle!).out[0]).toBe(true);
    const hit = act(s0("EXE-CRM-04"), 0, attack("EXE-CRM-04", 1));
    expect(game.legalMoves(hit, 1)).not.toContainEqual(play("EXE-INT-05", { side: "defender", target: "EXE-CRM-04" }));
  });

  it("EXE-BNK-02 Lobbyist: if its side wins, the opposing combatant cannot open battles in their next turn", () => {
    let s = act(duel([c("EXE-BNK-02")], []), 0, attack("EXE-BNK-02", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    expect(s.forbids).toEqual([{ kind: "moratorium", target: 1, by: 0, until: 2, source: "EXE-BNK-02" }]);
  });

  it("EXE-BNK-04 Debt Collector takes an Artifact; EXE-OCC-04 Alchemist takes a Certificate", () => {
    const extra = { artifacts: [[], [c("ART-02")]], certificates: [[], [{ card: "CRT-01", host: null }]] };
    let s = act(duel([c("EXE-BNK-04")], [], extra), 0, attack("EXE-BNK-04", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    s = act(s, 0, pick(c("ART-02")));
    expect(handOf(s, 0)).toEqual([c("ART-02")]);
    let t = act(duel([c("EXE-OCC-04")], [], extra), 0, attack("EXE-OCC-04", 1));
    t = act(t, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    t = act(t, 0, pick(c("CRT-01")));
    expect(handOf(t, 0)).toEqual([c("CRT-01")]);
  });

  it("EXE-BNK-05 Oligarch: discard any number of cards for +1 each", () => {
    let s = act(duel([c("EXE-BNK-05"), o("OCC", 7), o("OCC", 8)], [], { autoPass: "manual" }), 0, attack("EXE-BNK-05", 1));
    expect(s.decisions[0]).toMatchObject({ kind: "pick", purpose: "oligarch" });
    s = run(s, [0, pick(o("OCC", 7))], [0, pick(null)]);
    expect(totals(s)).toEqual([2 + 3 + 2 + 1, 1]);
  });

  it("EXE-OCC-02 Medium: on 4-6 it adds 2", () => {
    const s = act(rigDice(duel([c("EXE-OCC-02")], [], { autoPass: "manual" }), [4]), 0, attack("EXE-OCC-02", 1));
    // The successful roll opens a window first (CR26c).
    expect(s.battle!.roll).toMatchObject({ purpose: "medium", result: 4, open: true });
    const after = run(s, [1, pass()], [0, pass()]);
    expect(totals(after)).toEqual([2 + 1 + 1 + 2, 1]);
  });

  it("EXE-OCC-03 Prophet: on 5-6 knocks out one opposing Executor; EXE-OCC-05 Grand Master: on 4-6 cancels an opposing Action card", () => {
    const s0 = build({
      seats: 2, hands: [[c("EXE-CRM-01"), c("ACT-19")], [c("EXE-OCC-03"), c("EXE-OCC-05")]], autoPass: "manual",
      pyramids: [[[o("CRM", 1), o("INT", 1)]], [[o("OCC", 3), o("INT", 3), o("BNK", 3), o("CRM", 3)], [o("INT", 4)]]],
    });
    let s = act(rigDice(s0, [5]), 0, attack("EXE-CRM-01", 1));
    s = act(s, 1, play("EXE-OCC-03", { target: "EXE-CRM-01" }));
    s = run(s, [0, pass()], [1, pass()]);
    expect(analyseBattle(s, s.battle!).out[0]).toBe(true);
    s = run(rigDice(s, [4]), [0, play("ACT-19")], [1, play("EXE-OCC-05", { target: "ACT-19" })], [0, pass()], [1, pass()]);
    expect(analyseBattle(s, s.battle!).cancelled[2]).toBe(true);
  });

  it("EXE-CRM-02 Racketeer: the opposing combatant discards a card of their choice", () => {
    let s = act(duel([c("EXE-CRM-02")], [o("OCC", 9), o("CRM", 9)]), 0, attack("EXE-CRM-02", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    expect(s.decisions[0]).toMatchObject({ kind: "pick", seat: 1, purpose: "discard-own" });
    s = act(s, 1, pick(o("OCC", 9)));
    expect(handOf(s, 1)).toEqual([o("CRM", 9)]);
  });

  it("EXE-CRM-03 Bomber: for a successful attacker, one of the defender's Artifacts goes to the discard pile", () => {
    let s = act(duel([c("EXE-CRM-03")], [], { artifacts: [[], [c("ART-02")]] }), 0, attack("EXE-CRM-03", 1));
    s = act(s, 0, { kind: "outcome", card: o("INT", 3), capture: false });
    s = act(s, 0, pick(c("ART-02")));
    expect(s.discard).toContain(c("ART-02"));
  });

  it("EXE-CRM-05 Godfather: each of its owner's other counting crime Executors on its side adds 1", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-CRM-01"), c("EXE-CRM-05")], []],
      pyramids: [strong(), weak()],
    });
    const s = run(s0, [0, attack("EXE-CRM-01", 1)], [1, pass()], [0, play("EXE-CRM-05")]);
    expect(totals(s)).toEqual([2 + (3 + 1 + 1) + (4 + 1), 1]);
  });
});

describe("CR26/CR27 windows and answers in detail", () => {
  it("CR16: inside a battle a Refutation resolves at once: the Medium's roll fails and adds nothing", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("EXE-OCC-02"), c("ACT-11")], [c("ACT-14")]],
      pyramids: [strong(), [[o("INT", 3), o("BNK", 3)]]],
    });
    let s = act(rigDice(s0, [6]), 0, attack("EXE-OCC-02", 1));
    expect(awaited(s)).toEqual([1]);
    s = act(s, 1, play("ACT-14"));
    expect(s.battle!.roll).toBeNull();
    expect(totals(s)).toEqual([2 + 1 + 1, 2]);
    expect(s.battle!.table.map((e) => e.card)).toEqual([c("EXE-OCC-02"), c("ACT-14")]);
    // CR27: it has resolved, so a Veto can no longer answer it.
    s = act(s, 1, pass());
    expect(game.legalMoves(s, 0).filter((m) => m.kind === "play")).toEqual([]);
  });

  it("CR26: when the answer's battle fails, the window carries on after the answerer, and the roll stands", () => {
    const s0 = build({
      seats: 3, autoPass: "manual", hands: [[c("CRT-01")], [c("ACT-14")], []],
      pyramids: [[[o("INT", 1), o("BNK", 1), o("OCC", 1)]], [[o("INT", 3), o("BNK", 3)]], [[o("INT", 5)]]],
    });
    let s = act(rigDice(s0, [4]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    // CR26b: the Certificate is shown first (a window for Interception), then rolled.
    s = run(s, [1, pass()], [2, pass()], [0, pass()]);
    expect(s.roll).toMatchObject({ result: 4, open: true, priority: 1 });
    s = act(s, 1, play("ACT-14"));
    // Battle: seat 1 (attack 1) against seat 0 (defence 3); defender first, then seat 2, then seat 1.
    s = run(s, [0, pass()], [2, pass()], [1, pass()]);
    expect(s.battle).toBeNull();
    expect(s.roll).toMatchObject({ open: true, priority: 2, passes: 0 });
    s = run(s, [2, pass()], [0, pass()], [1, pass()]);
    expect(s.players[0]!.certificates).toEqual([{ card: c("CRT-01"), host: null }]);
  });

  it("CR27: in a battle a Veto answers only cards played since its player last held priority", () => {
    const s0 = build({
      seats: 3, autoPass: "manual", hands: [[c("ACT-04"), c("ACT-11")], [c("ACT-19"), c("EXE-OCC-01")], [c("ACT-19", 2)]],
      pyramids: [[[o("INT", 1), o("BNK", 1)]], [[o("INT", 3)]], [[o("INT", 5)]]],
    });
    let s = act(s0, 0, action("ACT-04", 1));
    s = run(s, [1, play("ACT-19")], [2, pass()], [0, pass()], [1, play("EXE-OCC-01")], [2, play(c("ACT-19", 2), { side: "defender" })]);
    const vetoes = game.legalMoves(s, 0).filter((m) => m.kind === "play");
    expect(vetoes).toEqual([play("ACT-11", { side: "attacker", target: "ACT-19#2" })]);
  });

  it("CR26: Disinformation's re-roll is a new roll with its own window", () => {
    const s0 = build({
      seats: 2, autoPass: "manual", hands: [[c("CRT-01")], [c("ACT-15"), c("ACT-15", 2)]],
      pyramids: [[[o("INT", 1)]], [[o("INT", 3), o("BNK", 3)]]],
    });
    let s = act(rigDice(s0, [5, 6]), 0, { kind: "certificate", card: c("CRT-01"), host: null });
    s = run(s, [1, pass()], [0, pass()], [1, play("ACT-15")]);
    // Battle: defender 0 passes, attacker 1 passes: attack 1 v defence 1 fails? base attack 1, defence 1: fails.
    s = run(s, [0, pass()], [1, pass()]);
    expect(s.roll).toMatchObject({ result: 5, open: true, priority: 0 });
  });
});

describe("more on permanent cards and forbids", () => {
  it("CR13/C16: a confiscated Artifact goes to the taker's hand and its attached Certificate to its owner's hand", () => {
    let s = build({
      seats: 2, hands: [[c("ACT-07")], []], pyramids: [strong(), [[o("INT", 3)], [o("BNK", 3)]]],
      artifacts: [[c("ART-10")], [c("ART-01")]], certificates: [[], [{ card: "CRT-09", host: "ART-01" }]],
    });
    s = act(s, 0, action("ACT-07", 1));
    s = act(s, 0, pick(c("ART-01")));
    expect(handOf(s, 0)).toEqual([c("ART-01")]);
    expect(handOf(s, 1)).toEqual([c("CRT-09")]);
    expect(s.players[1]!.certificates).toEqual([]);
  });

  it("CR12: a Certificate attached to a dormant Artifact is dormant too", () => {
    const s = build({
      seats: 2, pyramids: [[[o("INT", 1), o("BNK", 1)]], []],
      artifacts: [[c("ART-05")], []], certificates: [[{ card: "CRT-09", host: "ART-05" }, { card: "CRT-02", host: null }], []],
    });
    expect(game.view(s, 0).players[0]!.certificates).toEqual([
      { card: c("CRT-09"), host: c("ART-05"), dormant: true }, { card: c("CRT-02"), host: null, dormant: false },
    ]);
    expect(permanentValues(s, 0)).toEqual({ attack: 0, defence: 1 });
  });

  it("CR28: a forbid ends with the target's next turn", () => {
    let s = act(build({ seats: 3, hands: [[c("ACT-17")], [], [o("OCC", 9)]], pyramids: [strong(), weak(), [[o("INT", 5)]]] }), 0, action("ACT-17", 2));
    expect(s.forbids[0]).toMatchObject({ kind: "quarantine", target: 2, until: 3 });
    s = run(s, [0, endTurn], [1, endTurn]);
    rejects(s, 2, place(o("OCC", 9), 0), "ct/quarantined");
    s = run(s, [2, endTurn], [0, endTurn], [1, endTurn]);
    expect(s.forbids).toEqual([]);
    expect(game.legalMoves(s, 2)).toContainEqual(place(o("OCC", 9), 0));
  });

  it("CR28/ACT-17: repair is still allowed under Quarantine", () => {
    let s = build({
      seats: 2, turn: 2, seat: 1, hands: [[], [c("EXE-CRM-01")]],
      pyramids: [[[o("INT", 1), o("BNK", 1)], [o("INT", 2), o("BNK", 2)], [], []], [[o("CRM", 3), o("OCC", 3)], [o("CRM", 4)]]],
    });
    s = { ...s, forbids: [{ kind: "quarantine", target: 0, by: 1, until: 3, source: "ACT-17" }] };
    s = act(s, 1, attack("EXE-CRM-01", 0));
    s = act(s, 1, { kind: "outcome", card: o("INT", 1), capture: false });
    s = act(s, 1, endTurn);
    expect(s.decisions[0]).toEqual({ kind: "repair", seat: 0, steps: [] });
    s = repairNearest(s);
    expect(s.turn.seat).toBe(0);
  });

  it("CR32/C17: a turn-impact card is a direct impact; a turn card is not (no battle, a window)", () => {
    const s = act(build({ seats: 2, autoPass: "manual", hands: [[c("ACT-01")], []], pyramids: [strong(), weak()] }), 0, action("ACT-01"));
    expect(s.battle).toBeNull();
    expect(s.window).toMatchObject({ kind: "action", card: c("ACT-01"), priority: 1 });
  });
});
