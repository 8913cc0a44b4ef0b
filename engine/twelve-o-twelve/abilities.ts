/**
 * Triggered abilities (rulebook "Supporter Abilities", TR11): for each pending ability, the
 * ways it may be used now (`abilityOptions`), and its effect (`resolveAbility`).
 * An ability with no possible use is dropped without asking; a mandatory one with exactly
 * one possible use resolves without asking (TR11).
 */
import { ensure, invariant } from "../core/game";
import { animalOf, FACTION_NAMES, FACTIONS, speciesOf, type Faction } from "./cards";
import {
  becomeSupporter, countsAs, draw, factionCount, feed, has, loseSupporter, nameOf, ownerOf, player, say, supporterOf, takeCompromat, trigger,
  type Step,
} from "./effects";
import type { UseAbilityMove } from "./moves";
import { rulesVersion, type PendingAbility, type Player, type State, type Supporter } from "./state";
import { classOf, splits } from "./choices";
import { dedupeBy } from "../core/lists";

const use = (pa: PendingAbility, extra: Omit<UseAbilityMove, "kind" | "ability"> = {}): UseAbilityMove => ({ kind: "use-ability", ability: pa.id, ...extra });

const others = (d: State, seat: number): number[] => d.players.map((_, s) => s).filter((s) => s !== seat);

/** Hand cards, one per species (bounds the option lists; `apply` accepts any copy). */
export function onePerSpecies(cards: readonly string[]): string[] {
  return dedupeBy(cards, speciesOf);
}

/** The factions a card may take as a supporter: its own, or any for a Chameleon (TR12). */
export const factionsFor = (card: string): readonly Faction[] => (speciesOf(card) === "chameleon" ? FACTIONS : [animalOf(card).faction]);

/**
 * A card attracted from the hand is placed (rulebook "Attract Supporter", also via the
 * Penguin): Gecko and Peacock conditions of supporters already there, the Wolf's when a
 * predator was fed a supporter, the card's own "becomes a supporter", and Supplier (TR7).
 */
export function placeAttracted(d: State, step: Step, seat: number, entry: Supporter, options: { ate: boolean }): void {
  const p = player(d, seat);
  const before = p.supporters.slice();
  for (const s of before) {
    const sp = speciesOf(s.card);
    if (sp === "gecko" && entry.faction === "REPT") trigger(d, step, seat, "gecko", s.card);
    if (sp === "peacock" && entry.faction === "BIRD") trigger(d, step, seat, "peacock", s.card);
    if (sp === "wolf" && options.ate) trigger(d, step, seat, "wolf", s.card);
  }
  becomeSupporter(d, step, seat, entry, { named: true });
  if (animalOf(entry.card).supplier) trigger(d, step, seat, "supplier", entry.card, true);
}

/**
 * Every way to use `pa` now, per card instance. `settle` relies on this list as it is (empty:
 * dropped; mandatory with one entry: resolved without asking), so it must not change with
 * the listing; `legalMoves` shows `abilityChoices` instead.
 */
export function abilityOptions(d: State, pa: PendingAbility): UseAbilityMove[] {
  const p = player(d, pa.seat);
  switch (pa.ability) {
    case "mouse": case "deer": case "gecko": case "iguana": case "monitor": case "python": case "pigeon": case "parrot":
    case "woodpecker": case "stork": case "bear": case "hyena": case "wolf": case "lynx": case "leopard": case "peacock":
      return [use(pa)];
    case "beaver":
      return d.options.compromat && p.compromat > 0 ? [use(pa)] : [];
    case "giraffe": case "supplier":
      return p.supporters.filter((s) => pa.ability === "giraffe" || s.card !== pa.source).map((s) => use(pa, { supporter: s.card }));
    case "cobra":
      return d.options.compromat ? others(d, pa.seat).filter((s) => player(d, s).compromat < 5).map((s) => use(pa, { player: s })) : [];
    case "fox": case "goat":
      return others(d, pa.seat).filter((s) => player(d, s).food > 0).map((s) => use(pa, { player: s }));
    case "crocodile":
      return others(d, pa.seat).flatMap((s) => player(d, s).supporters.filter((x) => animalOf(x.card).appetite === 1).map((x) => use(pa, { supporter: x.card })));
    case "magpie":
      return others(d, pa.seat).flatMap((s) =>
        player(d, s).supporters.flatMap((x) => [
          ...(x.food > 0 ? [use(pa, { supporter: x.card, token: "food" })] : []),
          ...(x.influence > 0 ? [use(pa, { supporter: x.card, token: "influence" })] : []),
        ]),
      );
    case "owl": {
      const cards = p.supporters.map((s) => s.card);
      return cards.flatMap((a, i) => cards.slice(i).map((b) => use(pa, { feed: [a, b] })));
    }
    case "eagle":
      return FACTIONS.filter((f) => factionCount(d, p, f) > 0).map((f) => use(pa, { faction: f }));
    case "name-chameleon":
      return pa.source && supporterOf(p, pa.source) ? FACTIONS.map((f) => use(pa, { faction: f })) : [];
    case "turtle": {
      const out: UseAbilityMove[] = [];
      for (const give of p.supporters) {
        if (give.card === pa.source) continue;
        for (const s of others(d, pa.seat)) {
          for (const take of player(d, s).supporters) {
            if (!turtleMayExchange(d, give, take)) continue;
            out.push(use(pa, { give: give.card, take: take.card, ...(speciesOf(take.card) === "chameleon" ? { faction: take.faction } : {}) }));
          }
        }
      }
      return out;
    }
    case "penguin": {
      const penguin = pa.source ? supporterOf(p, pa.source) : undefined;
      if (!penguin || penguin.food + penguin.influence < 3) return [];
      return onePerSpecies(p.hand).flatMap((card) =>
        factionsFor(card).flatMap((faction) =>
          splits(animalOf(card).appetite, penguin.food, penguin.influence).map((pay) =>
            use(pa, { card, payFood: pay.food, payInfluence: pay.influence, ...(speciesOf(card) === "chameleon" ? { faction } : {}) }),
          ),
        ),
      );
    }
  }
}

/**
 * The choices `legalMoves` lists for `pa`: `abilityOptions`, with a Chameleon taken by the
 * Turtle under each faction its new owner may name (TR12), and one entry per outcome —
 * interchangeable supporters (`classOf`, per owner) count once.
 */
export function abilityChoices(d: State, pa: PendingAbility): UseAbilityMove[] {
  const listed = abilityOptions(d, pa);
  const options = pa.ability !== "turtle" ? listed : listed.flatMap((m) =>
    m.take !== undefined && speciesOf(m.take) === "chameleon" ? FACTIONS.map((faction) => ({ ...m, faction })) : [m],
  );
  if (options.length <= 1) return options;
  // Each card's class is looked up once per list (the lists name the same supporters many times).
  const classes = new Map<string, string>();
  const cls = (card: string | undefined): string => {
    if (card === undefined) return "";
    let k = classes.get(card);
    if (k === undefined) {
      const owner = ownerOf(d, card);
      const s = owner === null ? undefined : supporterOf(player(d, owner), card);
      k = s ? `${owner}:${classOf(s)}` : card;
      classes.set(card, k);
    }
    return k;
  };
  const owl = pa.ability === "owl" ? owlOutcomes(player(d, pa.seat)) : null;
  // The Owl's choices name nothing but the feedings (and are the longest lists).
  if (owl) return dedupeBy(options, (m) => (m.feed ? owl(m.feed) : ""));
  return dedupeBy(options, (m) =>
    [m.player, cls(m.supporter), m.token, m.faction, cls(m.give), cls(m.take), m.card && speciesOf(m.card), m.payFood, m.payInfluence].join("|"),
  );
}

/**
 * What the Owl's two feedings leave (the Hippo adds 1 to each), as a key per pair of
 * feedings: how the supporters' classes change (the classes removed and added, what both
 * have in common cancelled) and each fed species with its tokens then (what Monitor and
 * Penguin react to). Two pairs have equal keys exactly when they leave equal supporters:
 * feeding a bare Parrot twice and a Parrot with 2 Food once with it can come out the same.
 * The classes before and after one or two feedings are worked out once per supporter.
 */
function owlOutcomes(p: Player): (feed: readonly [string, string]) => string {
  const per = 1 + has(p, "hippo");
  const info = new Map(p.supporters.map((s) => [s.card, {
    species: speciesOf(s.card), tokens: s.food + s.influence,
    now: classOf(s), once: classOf({ ...s, food: s.food + per }), twice: classOf({ ...s, food: s.food + 2 * per }),
  }]));
  return ([a, b]) => {
    const x = info.get(a);
    const y = info.get(b);
    invariant(x && y, "the Owl feeds its owner's supporters");
    if (a === b) return `${x.now}>${x.twice}/${[`${x.species}:${x.tokens + per}`, `${x.species}:${x.tokens + 2 * per}`].sort().join(",")}`;
    const removed = [x.now, y.now];
    const added = [x.once, y.once];
    for (let i = 0; i < removed.length; i++) {
      const j = added.indexOf(removed[i]!);
      if (j >= 0) {
        added.splice(j, 1);
        removed.splice(i--, 1);
      }
    }
    return `${removed.sort().join(",")}>${added.sort().join(",")}/${[`${x.species}:${x.tokens + per}`, `${y.species}:${y.tokens + per}`].sort().join(",")}`;
  };
}

/**
 * Two pending abilities with the same key are interchangeable: same kind, and a source of
 * the same species — of the same `classOf` where the source matters (the Penguin pays from
 * itself, a Supplier or the Turtle excludes itself, a Chameleon is named). Which of them
 * resolves first changes nothing, so `legalMoves` offers the first one only.
 */
export function sameUse(d: State, pa: PendingAbility): string {
  if (!pa.source) return pa.ability;
  const owner = ownerOf(d, pa.source);
  const s = owner === null ? undefined : supporterOf(player(d, owner), pa.source);
  const own = ["penguin", "supplier", "turtle", "name-chameleon"].includes(pa.ability);
  return `${pa.ability}|${pa.mandatory}|${own && s ? `${owner}:${classOf(s)}` : own ? pa.source : speciesOf(pa.source)}`;
}

const ownSupporter = (d: State, seat: number, card: string | undefined): Supporter => {
  const s = card === undefined ? undefined : supporterOf(player(d, seat), card);
  ensure(s, "twelve/not-your-supporter", "Choose one of your own supporters.");
  return s;
};

const otherSeat = (d: State, seat: number, target: number | undefined): number => {
  ensure(target !== undefined && target !== seat && target < d.players.length, "twelve/bad-player", "Choose another player.");
  return target;
};

/** Applies a used ability; `step` collects what it triggers in turn. */
export function resolveAbility(d: State, pa: PendingAbility, move: UseAbilityMove, step: Step): void {
  const seat = pa.seat;
  const p = player(d, seat);
  const by = pa.source ? nameOf(pa.source) : "Goat";
  const gain = (food: number, influence: number) => {
    p.food += food;
    p.influence += influence;
    say(d, seat, `takes ${[food ? `${food} Food` : "", influence ? `${influence} Influence` : ""].filter(Boolean).join(" and ")} (${by}).`);
  };
  switch (pa.ability) {
    case "mouse": case "gecko": case "parrot": case "hyena":
      draw(d, seat, 1, by);
      return;
    case "woodpecker":
      draw(d, seat, 2, by);
      return;
    case "stork":
      draw(d, seat, 3, by);
      return;
    case "lynx":
      draw(d, seat, factionCount(d, p, "CARN"), by);
      return;
    case "deer":
      return gain(2, 0);
    case "pigeon": case "bear":
      return gain(1, 0);
    case "iguana": case "monitor": case "python": case "wolf": case "peacock":
      return gain(0, 1);
    case "leopard":
      return gain(0, 2);
    case "beaver":
      ensure(d.options.compromat && p.compromat > 0, "twelve/no-compromat", "You have no Compromat to return.");
      p.compromat -= 1;
      say(d, seat, "returns 1 Compromat (Beaver).");
      return;
    case "giraffe": case "supplier": {
      const target = ownSupporter(d, seat, move.supporter);
      ensure(pa.ability === "giraffe" || target.card !== pa.source, "twelve/supplier-self", "A Supplier cannot feed itself.");
      feed(d, step, seat, target, 1, by);
      return;
    }
    case "owl": {
      ensure(move.feed, "twelve/choose-targets", "Choose the two supporters to feed.");
      const [a, b] = move.feed;
      const first = ownSupporter(d, seat, a);
      ownSupporter(d, seat, b);
      feed(d, step, seat, first, 1, "Owl");
      feed(d, step, seat, ownSupporter(d, seat, b), 1, "Owl");
      return;
    }
    case "eagle": {
      ensure(move.faction, "twelve/choose-faction", "Name a faction.");
      const targets = p.supporters.filter((s) => countsAs(d, s, move.faction!, "forOwner"));
      say(d, seat, `names ${FACTION_NAMES[move.faction]} for the Eagle.`);
      for (const t of targets) feed(d, step, seat, t, 1, "Eagle");
      return;
    }
    case "cobra": {
      ensure(d.options.compromat, "twelve/no-compromat", "The game is played without Compromat.");
      const target = otherSeat(d, seat, move.player);
      say(d, seat, `uses the Cobra on @${target}.`);
      takeCompromat(d, target, "Cobra");
      return;
    }
    case "fox": case "goat": {
      const target = otherSeat(d, seat, move.player);
      const victim = player(d, target);
      ensure(victim.food > 0, "twelve/no-food", "That player has no Food.");
      victim.food -= 1;
      p.food += 1;
      say(d, seat, `moves 1 Food from @${target}'s reserve (${by}).`);
      return;
    }
    case "magpie": {
      const owner = move.supporter === undefined ? null : ownerOf(d, move.supporter);
      ensure(owner !== null && owner !== seat, "twelve/bad-target", "Choose another player's supporter.");
      const s = supporterOf(player(d, owner), move.supporter!)!;
      const token = move.token ?? "food";
      ensure(s[token] > 0, "twelve/no-token", "There is no such token on that supporter.");
      s[token] -= 1;
      p[token] += 1;
      say(d, seat, `moves 1 ${token === "food" ? "Food" : "Influence"} from @${owner}'s ${nameOf(s.card)} (Magpie).`);
      return;
    }
    case "crocodile": {
      const owner = move.supporter === undefined ? null : ownerOf(d, move.supporter);
      ensure(owner !== null && owner !== seat, "twelve/bad-target", "Choose another player's supporter.");
      ensure(animalOf(move.supporter!).appetite === 1, "twelve/bad-target", "The Crocodile takes only a supporter with appetite 1.");
      if (rulesVersion(d) >= 2 && deferTakeBack(d, pa, owner, move.supporter!)) return;
      takeBack(d, pa, move.supporter!, step);
      return;
    }
    case "name-chameleon": {
      const s = ownSupporter(d, seat, pa.source ?? undefined);
      ensure(move.faction, "twelve/choose-faction", "Name a faction.");
      s.faction = move.faction;
      say(d, seat, `names the Chameleon's faction: ${FACTION_NAMES[move.faction]}.`);
      return;
    }
    case "turtle": {
      // TR13: tokens stay on the cards; OUT/IN for both; the Turtle's owner resolves first.
      const give = ownSupporter(d, seat, move.give);
      ensure(give.card !== pa.source, "twelve/turtle-self", "Exchange one of your other supporters.");
      const owner = move.take === undefined ? null : ownerOf(d, move.take);
      ensure(owner !== null && owner !== seat, "twelve/bad-target", "Choose another player's supporter.");
      if (rulesVersion(d) >= 2) {
        ensure(turtleMayExchange(d, give, supporterOf(player(d, owner), move.take!)!), "twelve/turtle-faction", "Exchange two supporters of the same faction (a Chameleon you take is named by its owner, never to match).");
      } else {
        ensure(animalOf(move.take!).appetite <= animalOf(give.card).appetite, "twelve/turtle-appetite", "The supporter you take may not have a higher appetite than the one you give.");
      }
      step.first = seat;
      const given = loseSupporter(d, step, seat, give.card);
      const taken = loseSupporter(d, step, owner, move.take!);
      say(d, seat, `exchanges ${nameOf(given.card)} for @${owner}'s ${nameOf(taken.card)} (Turtle).`);
      if (speciesOf(taken.card) === "chameleon") taken.faction = move.faction ?? taken.faction;
      becomeSupporter(d, step, seat, taken, { named: true });
      becomeSupporter(d, step, owner, given, { named: false });
      return;
    }
    case "penguin": {
      // Penguin FAQ: right after the feeding, once per feeding, paid only from the Penguin.
      const penguin = ownSupporter(d, seat, pa.source ?? undefined);
      ensure(penguin.food + penguin.influence >= 3, "twelve/penguin-hungry", "The Penguin needs 3 or more resources on it.");
      const card = move.card;
      ensure(card !== undefined && p.hand.includes(card), "twelve/not-in-hand", "That card is not in your hand.");
      const a = animalOf(card);
      const food = move.payFood ?? 0;
      const influence = move.payInfluence ?? 0;
      ensure(food + influence === a.appetite, "twelve/wrong-payment", `Pay exactly ${a.appetite} (its appetite).`);
      ensure(food <= penguin.food && influence <= penguin.influence, "twelve/wrong-payment", "The Penguin does not hold those resources.");
      const faction = chameleonFaction(card, move.faction);
      penguin.food -= food;
      penguin.influence -= influence;
      p.hand = p.hand.filter((c) => c !== card);
      say(d, seat, `attracts ${a.name}${speciesOf(card) === "chameleon" ? ` as ${FACTION_NAMES[faction]}` : ""} with the Penguin's resources (${food} Food, ${influence} Influence).`);
      placeAttracted(d, step, seat, { card, food: 0, influence: 0, faction }, { ate: false });
      return;
    }
  }
  invariant(false, `unhandled ability ${pa.ability}`);
}

/**
 * TR13, the Turtle's exchange. Version 1: the supporter taken has an appetite not higher than
 * the one given (the first reconstruction). Version 2 (spec revision 2, the FAQ's Iguana for a
 * Crocodile): the two are of one faction; a Chameleon given counts as the faction its giver
 * names, a Chameleon taken is named by its owner, who never names the matching one (TR12).
 */
function turtleMayExchange(d: State, give: Supporter, take: Supporter): boolean {
  if (rulesVersion(d) < 2) return animalOf(take.card).appetite <= animalOf(give.card).appetite;
  if (speciesOf(take.card) === "chameleon") return false;
  return countsAs(d, give, animalOf(take.card).faction, "forOwner");
}

/**
 * TR13's exception (version 2): when the Crocodile received in a Turtle exchange takes back
 * the card given for it while that card's own "becomes a supporter" ability still waits, its
 * holder uses that ability first; the take waits below it on the stack. False if nothing waits.
 */
function deferTakeBack(d: State, pa: PendingAbility, owner: number, card: string): boolean {
  const top = d.stack.at(-1);
  if (top?.type !== "batch") return false;
  const waiting = top.abilities.filter((a) => a.source === card && a.seat === owner);
  if (waiting.length === 0) return false;
  top.abilities = top.abilities.filter((a) => !waiting.includes(a));
  if (top.abilities.length === 0) d.stack.pop();
  d.stack.push({ type: "take-back", ability: pa, supporter: card });
  d.stack.push({ type: "batch", first: owner, abilities: waiting });
  say(d, pa.seat, `takes back the ${nameOf(card)} with the Crocodile; @${owner} first uses the ${nameOf(card)} (Turtle FAQ).`);
  return true;
}

/** The Crocodile's take (also when it waited for the card's own ability, `deferTakeBack`). */
export function takeBack(d: State, pa: PendingAbility, card: string, step: Step): void {
  const owner = ownerOf(d, card);
  if (owner === null || owner === pa.seat) {
    say(d, pa.seat, `cannot take back the ${nameOf(card)}: it is no longer another player's supporter.`);
    return;
  }
  const entry = loseSupporter(d, step, owner, card);
  say(d, pa.seat, `takes ${nameOf(entry.card)} from @${owner} (Crocodile).`);
  becomeSupporter(d, step, pa.seat, entry, { named: false });
}

/** TR12: a Chameleon needs a named faction; any other card has its printed one. */
export function chameleonFaction(card: string, named: Faction | undefined): Faction {
  if (speciesOf(card) !== "chameleon") {
    ensure(named === undefined || named === animalOf(card).faction, "twelve/not-chameleon", "Only a Chameleon's faction can be named.");
    return animalOf(card).faction;
  }
  ensure(named !== undefined, "twelve/name-faction", "Name the Chameleon's faction.");
  return named;
}
