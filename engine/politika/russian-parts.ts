/**
 * The pieces Politika's English sentences are made of (players, regions, targets, cards,
 * challenge sources, offers), each read back into Russian; the sentence patterns are in
 * russian.ts. Every reader returns null when the English is not what it reads, so a pattern
 * that does not fit falls through to the next.
 */
import { ACTION_CARD_IDS, actionCard, actionCardName, EVENT_CARDS, FACTIONS, REGIONS, UPRISINGS, type EventCardId, type Faction, type RegionId, type UprisingId } from "./cards";
import { ACTION_NAMES_RU, EVENTS_RU, FACTIONS_RU, REGIONS_RU, UPRISINGS_RU, type RegionRu } from "./russian-words";
import { plural } from "../core/russian-grammar";
import { all, apply, type Rule } from "../core/phrasebook";
export { all, apply, type Rule };


const FACTION_BY_EN = new Map<string, Faction>(Object.entries(FACTIONS).map(([id, f]) => [f.name, id as Faction]));
const REGION_BY_EN = new Map<string, RegionId>(Object.entries(REGIONS).map(([id, r]) => [r.name, id as RegionId]));
const UPRISING_BY_EN = new Map<string, UprisingId>(Object.entries(UPRISINGS).map(([id, u]) => [u.name, id as UprisingId]));
const EVENT_BY_EN = new Map<string, EventCardId>(Object.entries(EVENT_CARDS).map(([id, e]) => [e.name, id as EventCardId]));
const CARD_BY_EN = new Map<string, string>(ACTION_CARD_IDS.map((id) => {
  const def = actionCard(id);
  const ru = def.kind === "free-challenge" ? `${ACTION_NAMES_RU["free-challenge"]}: ${REGIONS_RU[def.region!].name}` : ACTION_NAMES_RU[def.kind];
  return [actionCardName(id), ru];
}));

/** A faction's Russian name ("Мафия"), or null. */
export const faction = (en: string): string | null => {
  const f = FACTION_BY_EN.get(en);
  return f ? FACTIONS_RU[f].name : null;
};
/** A faction's Russian genitive ("Мафии"), or null. */
export const factionOf = (en: string): string | null => {
  const f = FACTION_BY_EN.get(en);
  return f ? FACTIONS_RU[f].of : null;
};
export const region = (en: string): RegionRu | null => {
  const r = REGION_BY_EN.get(en);
  return r ? REGIONS_RU[r] : null;
};
export const uprising = (en: string): string | null => {
  const u = UPRISING_BY_EN.get(en);
  return u ? UPRISINGS_RU[u].name : null;
};
/** An event's Russian name in guillemets, or null. */
export const event = (en: string): string | null => {
  const e = EVENT_BY_EN.get(en);
  return e ? `«${EVENTS_RU[e].name}»` : null;
};
/** An action card's Russian name in guillemets, or null. */
export const card = (en: string): string | null => {
  const c = CARD_BY_EN.get(en);
  return c === undefined ? null : `«${c}»`;
};
/** "A, B" of card names; null if any is not a card. */
export function cardList(en: string): string | null {
  const out = en.split(", ").map(card);
  return out.every((x) => x !== null) ? out.join(", ") : null;
}

/**
 * A player as the engine names them: "Ann (Mafia)" → "Ann (Мафия)", "Seat 3" → "Место 3".
 * Names are the players' own and stay as they are.
 */
export function who(en: string): string {
  const seat = /^Seat (\d+)$/.exec(en);
  if (seat) return `Место ${seat[1]}`;
  const m = /^(.+) \(([A-Za-z]+)\)$/.exec(en);
  const f = m ? faction(m[2]!) : null;
  return f ? `${m![1]} (${f})` : en;
}
/** "A and B" of players → "A и B". */
export const whoList = (en: string): string => en.split(" and ").map(who).join(" и ");

/** Where a token stands, as "in …": a region ("в Москве") or an uprising ("в Рабочем восстании в Москве"). */
export function targetIn(en: string): string | null {
  const r = region(en);
  if (r) return r.in;
  const m = /^the (.+? uprising)(?: in (.+))?$/.exec(en);
  if (!m) return null;
  const u = UPRISING_BY_EN.get(m[1]!);
  if (!u) return null;
  if (m[2] === undefined) return UPRISINGS_RU[u].in;
  const at = region(m[2]);
  return at ? `${UPRISINGS_RU[u].in} ${at.in}` : null;
}

/** A representative by where it stands: "the/your representative in Tatarstan". */
function representative(en: string, form: "nom" | "ins"): string | null {
  const m = /^(the|your) representative(?: in (.+))?$/.exec(en);
  if (!m) return null;
  const at = m[2] === undefined ? "" : region(m[2])?.in;
  if (at === undefined) return null;
  const word = form === "nom" ? (m[1] === "your" ? "ваш представитель" : "представитель") : m[1] === "your" ? "своим представителем" : "представителем";
  return at ? `${word} ${at}` : word;
}

/** What a challenge is made with: a representative, an extra challenge, a card ("nom" for the board, "ins" after a verb). */
export function source(en: string, form: "nom" | "ins"): string | null {
  const rep = representative(en, form);
  if (rep) return rep;
  const extra = /^the (Communists'|Duma Session's) extra challenge \((.+)\)$/.exec(en);
  if (extra) {
    const inner = representative(extra[2]!, form);
    const whose = extra[1] === "Communists'" ? "Коммунистов" : "«Сессии Думы»";
    const word = form === "nom" ? "лишний вызов" : "лишним вызовом";
    return inner ? `${word} ${whose} (${inner})` : null;
  }
  const c = card(en);
  return c ? (form === "nom" ? `карта ${c}` : `картой ${c}`) : null;
}

/** "2 кубика" */
export const dice = (n: string): string => plural(Number(n), "кубик", "кубика", "кубиков");
/** "3 карты действий" */
export const actionCards = (n: string): string => plural(Number(n), "карту действий", "карты действий", "карт действий");

/**
 * One side of an offer (engine view.ts offerText): "nothing", or money, cards and a token
 * joined by " and ": "$20,000 and Veto, Fast travel and a Mafia token in Moscow turned to Bob".
 */
function side(en: string): string | null {
  if (en === "nothing") return "ничего";
  const parts: string[] = [];
  let rest = en;
  const money = /^(\$[\d,]+)(?: and (.+))?$/.exec(rest);
  if (money) {
    parts.push(money[1]!);
    if (money[2] === undefined) return parts.join(" и ");
    rest = money[2];
  }
  const count = /^(\d+) action cards?( of their choice)?(?: and (.+))?$/.exec(rest);
  if (count) {
    parts.push(`${actionCards(count[1]!)}${count[2] ? " на их выбор" : ""}`);
    if (count[3] === undefined) return parts.join(" и ");
    rest = count[3];
  } else {
    // Card names: the longest run of names before " and " (a token follows) or the end.
    const whole = cardList(rest);
    if (whole) return [...parts, whole].join(" и ");
    const cut = rest.indexOf(" and a ");
    const named = cut > 0 ? cardList(rest.slice(0, cut)) : null;
    if (named) {
      parts.push(named);
      rest = rest.slice(cut + 5);
    }
  }
  const token = /^a ([A-Za-z]+) token in (.+?) turned to (.+)$/.exec(rest);
  if (!token) return null;
  const f = token[1] === "their" ? "" : factionOf(token[1]!);
  const at = region(token[2]!);
  if (f === null || !at) return null;
  parts.push(`жетон${f ? ` ${f}` : ""} ${at.in}, который переходит к игроку ${who(token[3]!)}`);
  return parts.join(" и ");
}

/** A whole offer, "GIVE for GET"; every " for " is tried, since card names and players may hold one. */
export function offer(en: string): string | null {
  for (let i = en.indexOf(" for "); i > 0; i = en.indexOf(" for ", i + 1)) {
    const give = side(en.slice(0, i));
    const get = give === null ? null : side(en.slice(i + 5));
    if (give !== null && get !== null) return `${give} в обмен на ${get}`;
  }
  return null;
}

/** An offer named in a label (engine view.ts offerLabel). */
export function offerLabel(en: string): string | null {
  if (en === "an offer that is no longer open") return "уже закрытое предложение";
  const yours = /^your (alliance|offer) to (.+?)(?:: (.+))?$/.exec(en);
  if (yours && (yours[1] === "alliance") === (yours[3] === undefined)) {
    if (yours[1] === "alliance") return `ваш союз с игроком ${who(yours[2]!)}`;
    const o = offer(yours[3]!);
    return o && `ваше предложение игроку ${who(yours[2]!)}: ${o}`;
  }
  const theirs = /^(.+?)'s (alliance|offer)(?:: (.+))?$/.exec(en);
  if (theirs && (theirs[2] === "alliance") === (theirs[3] === undefined)) {
    if (theirs[2] === "alliance") return `союз от игрока ${who(theirs[1]!)}`;
    const o = offer(theirs[3]!);
    return o && `предложение игрока ${who(theirs[1]!)}: ${o}`;
  }
  return null;
}
