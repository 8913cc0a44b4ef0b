/**
 * The Russian names of 12-0-12's Animals and Leaders in every case a sentence needs. The names
 * are animals' common names, so our Russian declines them inside the guillemets, as our rulings
 * do ("владелец «Носорога»", "скормив ему «Мышь»"): "привлекает «Лису»", "с «Мыши»". Animals
 * are animate: a masculine name's accusative is its genitive ("переманивает «Кабана»").
 * Keyed by the card data's ids, so a name without its forms is a compile error; the nominative
 * is russian-cards.ts's `name`, and a test checks that each row starts from it.
 */
import type { AnimalId, LeaderId } from "./cards";

export interface NameCases {
  readonly gen: string;
  readonly dat: string;
  readonly acc: string;
  readonly ins: string;
  /** Feminine names take "ей", "она" ("скормив ей"). */
  readonly feminine: boolean;
}

/** Masculine animate: "Кабан" → Кабана, Кабану, Кабана, Кабаном. */
const m = (gen: string, dat: string, ins: string): NameCases => ({ gen, dat, acc: gen, ins, feminine: false });
/** Feminine: "Лиса" → Лисы, Лисе, Лису, Лисой. */
const f = (gen: string, dat: string, acc: string, ins: string): NameCases => ({ gen, dat, acc, ins, feminine: true });

export const NAME_CASES = {
  mouse: f("Мыши", "Мыши", "Мышь", "Мышью"),
  boar: m("Кабана", "Кабану", "Кабаном"),
  camel: m("Верблюда", "Верблюду", "Верблюдом"),
  beaver: m("Бобра", "Бобру", "Бобром"),
  deer: m("Оленя", "Оленю", "Оленем"),
  giraffe: m("Жирафа", "Жирафу", "Жирафом"),
  hippo: m("Бегемота", "Бегемоту", "Бегемотом"),
  rhino: m("Носорога", "Носорогу", "Носорогом"),
  elephant: m("Слона", "Слону", "Слоном"),
  gecko: m("Геккона", "Геккону", "Гекконом"),
  iguana: f("Игуаны", "Игуане", "Игуану", "Игуаной"),
  snake: m("Ужа", "Ужу", "Ужом"),
  chameleon: m("Хамелеона", "Хамелеону", "Хамелеоном"),
  monitor: m("Варана", "Варану", "Вараном"),
  turtle: f("Черепахи", "Черепахе", "Черепаху", "Черепахой"),
  python: m("Питона", "Питону", "Питоном"),
  cobra: f("Кобры", "Кобре", "Кобру", "Коброй"),
  crocodile: m("Крокодила", "Крокодилу", "Крокодилом"),
  pigeon: m("Голубя", "Голубю", "Голубем"),
  parrot: m("Попугая", "Попугаю", "Попугаем"),
  penguin: m("Пингвина", "Пингвину", "Пингвином"),
  woodpecker: m("Дятла", "Дятлу", "Дятлом"),
  magpie: f("Сороки", "Сороке", "Сороку", "Сорокой"),
  owl: f("Совы", "Сове", "Сову", "Совой"),
  peacock: m("Павлина", "Павлину", "Павлином"),
  eagle: m("Орла", "Орлу", "Орлом"),
  stork: m("Аиста", "Аисту", "Аистом"),
  jackal: m("Шакала", "Шакалу", "Шакалом"),
  fox: f("Лисы", "Лисе", "Лису", "Лисой"),
  bear: m("Медведя", "Медведю", "Медведем"),
  hyena: f("Гиены", "Гиене", "Гиену", "Гиеной"),
  wolf: m("Волка", "Волку", "Волком"),
  lynx: f("Рыси", "Рыси", "Рысь", "Рысью"),
  leopard: m("Леопарда", "Леопарду", "Леопардом"),
  lion: m("Льва", "Льву", "Львом"),
  rabbit: m("Кролика", "Кролику", "Кроликом"),
  viper: f("Гадюки", "Гадюке", "Гадюку", "Гадюкой"),
  sparrow: m("Воробья", "Воробью", "Воробьём"),
  tiger: m("Тигра", "Тигру", "Тигром"),
  goat: m("Козла", "Козлу", "Козлом"),
  alligator: m("Аллигатора", "Аллигатору", "Аллигатором"),
  raven: m("Ворона", "Ворону", "Вороном"),
  mongoose: m("Мангуста", "Мангусту", "Мангустом"),
} as const satisfies Record<AnimalId | LeaderId, NameCases>;
