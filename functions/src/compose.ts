/**
 * Wiring: builds the service, auth and notifier from configuration. The Lambda entry points
 * and the local runner both use this, so local and AWS differ only in the adapters chosen.
 */
import * as z from "zod/mini";
import type { AnyBot, AnyGameDefinition } from "@backroom/engine";
import { makeAutoplay } from "./timers/autoplay";
import { Auth, SIGN_IN_LIMITS } from "./auth/auth";
import { cryptoRandom } from "./auth/secrets";
import { systemClock, type Clock } from "./ports/clock";
import { type Random } from "./ports/random";
import { parseOriginSecrets } from "./edge/origin";
import { makeApiHandler } from "./http/api";
import { countingMailer } from "./mail/counting-mailer";
import { pacedMailer } from "./mail/paced-mailer";
import { sesMailer } from "./adapters/aws/ses-mailer";
import { smtpMailer } from "./adapters/local/smtp-mailer";
import { type Mailer } from "./ports/mailer";
import { makeNotifierHandler } from "./mail/notifier";
import { eventBridgeTimers } from "./adapters/aws/scheduler-timers";
import type { AwsCallRecorder, FunctionName } from "./adapters/aws/call-recorder";
import { makeTimerHandler } from "./timers/handler";
import { OutboxStore } from "./store/outbox-store";
import { type Timers } from "./ports/timers";
import { makeMailEventsHandler, SuppressionList } from "./mail/suppression";
import type { Telemetry } from "./ports/telemetry";
import { GameService } from "./games/service";
import { SettingsService } from "./mail/settings";
import { VacationService } from "./clocks/vacation";
import { BOT_DELAY_MS } from "./clocks/clock-policy";
import { SeatService } from "./seats/seats";
import { makeDocumentClient, makeDynamoClient } from "./store/client";
import { GameStore } from "./store/game-store";
import { LobbyStore } from "./store/lobby-store";
import { LobbyService } from "./lobbies/lobby";
import { UserStore } from "./store/user-store";
import { PressStore } from "./store/press-store";
import { PressService } from "./press/press";
import { PressMail } from "./press/mail-view";
import type { SESEvent } from "aws-lambda";
import type { InboundMail } from "./ports/inbound-mail";
import { sesInbound } from "./adapters/aws/ses-inbound";
import { ReplyService, type ReplyOutcome } from "./replies/replies";
import { MAX_REPLY_BYTES } from "./replies/parse";

/** Environment of both Lambdas (and of the local runner, which sets the same variables). */
export const EnvSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  WEB_URL: z.url(),
  /** The API's public base URL (one-click unsubscribe links); defaults to the web origin's /api. */
  API_URL: z.optional(z.url()),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), "Backroom <no-reply@backroom.local>"),
  SNAPSHOT_EVERY: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(1)), 50),
  /** Seconds a bot seat waits before it moves (BOT_DELAY_MS unless set; the browser tests' stack shortens it). */
  BOT_DELAY_SECONDS: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(0), z.lte(300)), BOT_DELAY_MS / 1000),
  MAILER: z._default(z.enum(["ses", "smtp"]), "ses"),
  /** Mails per second each sending process keeps to (mail/paced-mailer.ts; the stack's sesSendRate); unset: not paced. */
  MAIL_SEND_RATE: z.optional(z.coerce.number().check(z.positive())),
  /** Sign-in mails a day to addresses never seen before, all together (auth/auth.ts); beyond it sign-in answers 429. */
  SIGN_IN_NEW_ADDRESSES_PER_DAY: z._default(z.pipe(z.coerce.number(), z.int()).check(z.gte(0)), SIGN_IN_LIMITS.newAddressesPerDay),
  /** The SES configuration set every send names (AWS only; set by the stack). */
  SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
  SMTP_HOST: z._default(z.string(), "127.0.0.1"),
  SMTP_PORT: z._default(z.pipe(z.coerce.number(), z.int()), 1025),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** Timers: EventBridge Scheduler invokes the timer function (handlers/reminder.ts) with this role (AWS only). */
  REMINDER_TARGET_ARN: z.optional(z.string()),
  REMINDER_ROLE_ARN: z.optional(z.string()),
  REMINDER_GROUP: z._default(z.string(), "default"),
  /** Where Scheduler puts a timer it could not deliver (an SQS queue ARN); none when unset. */
  TIMER_DLQ_ARN: z.optional(z.string()),
  /** How long a seat may keep a game waiting before it is reminded (2 days). */
  REMIND_AFTER_MINUTES: z._default(z.coerce.number().check(z.positive()), 2880),
  /** Decisions within this window (a Politika response window, a chain of abilities) make one email. */
  COALESCE_SECONDS: z._default(z.coerce.number().check(z.nonnegative()), 120),
  /** The origin secrets CloudFront sends the API (comma-separated, current first); unset: no check. */
  EDGE_SECRETS: z.optional(z.string()),
  /** Where SES receiving stores raw replies (AWS only; set by the stack with REPLY_DOMAIN). */
  INBOUND_BUCKET: z.optional(z.string().check(z.minLength(3))),
  INBOUND_PREFIX: z._default(z.string(), "inbound/"),
  /** The domain replies to game mail are received at (SES receiving, replies/); unset: no Reply-To, no inbound mail. */
  REPLY_DOMAIN: z.optional(z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, "REPLY_DOMAIN must be a domain name"))),
});
export type Env = z.infer<typeof EnvSchema>;

/**
 * The games on offer and their bots. The entry points pass the engine's registry; tests pass their
 * fixture games. Given, not imported here, so a process only loads the engines it is handed.
 */
export interface Engines {
  readonly games: Readonly<Record<string, AnyGameDefinition>>;
  /** Each game's bot, by game id; a game without one falls back to its first legal move. */
  readonly bots: Readonly<Record<string, AnyBot>>;
}

export interface Overrides {
  readonly clock?: Clock;
  readonly random?: Random;
  readonly mailer?: Mailer;
  /** The local stack passes its local timers; in AWS, EventBridge Scheduler is built from the env. */
  readonly timers?: Timers;
  /** The timer function's own ARN, once an invocation told it (handlers/reminder.ts). */
  readonly selfArn?: () => string;
  /** Where the notifier reports a failed record (the local stack keeps the last error for its dead letters). */
  readonly notifierLog?: (message: string, error?: unknown) => void;
  /** Powertools in Lambda (./handlers/powertools.ts); nothing counted when absent. */
  readonly telemetry?: Telemetry;
  /**
   * Tests only: records every AWS call each function makes (tests/functions/iam checks them
   * against the stack's roles). Absent in Lambda: no middleware, no wrapped handlers.
   */
  readonly recorder?: AwsCallRecorder;
}

/** The handler as function `fn`, so the recorder knows whose calls it sees; the handler itself without one. */
function asFunction<A extends unknown[], R, H extends (...args: A) => Promise<R>>(overrides: Overrides, fn: FunctionName, handler: H & ((...args: A) => Promise<R>)): H {
  // The wrapper keeps what the handler carries (the API's route table).
  return overrides.recorder ? Object.assign(overrides.recorder.within(fn, handler), handler) as H : handler;
}

/**
 * What every function shares: the table's stores and the clock. No engine here, so the timer and
 * mail-events bundles, which never judge a move, leave the engines out.
 */
export function composeData(env: Env, overrides: Overrides = {}) {
  const dynamo = makeDynamoClient({ endpoint: env.DYNAMODB_ENDPOINT });
  overrides.recorder?.attach(dynamo);
  const doc = makeDocumentClient(dynamo);
  const store = new GameStore(doc, env.TABLE_NAME);
  const users = new UserStore(doc, env.TABLE_NAME);
  const suppressions = new SuppressionList(doc, env.TABLE_NAME);
  const clock = overrides.clock ?? systemClock;
  const random = overrides.random ?? cryptoRandom;
  const timers = timersOf(env, overrides);
  return { dynamo, store, users, suppressions, clock, random, timers };
}

/** What the API, the notifier and the timer share: the stores, the game service, autoplay and auth. */
export function composeStore(env: Env, overrides: Overrides & Engines, data = composeData(env, overrides)) {
  const { store, users, clock, random, timers } = data;
  const pressStore = new PressStore(store.doc, env.TABLE_NAME);
  // The dashboard's unread counts are press's to tell; the press service is made just below.
  let press: PressService | undefined;
  const service = new GameService({
    store, clock, random, games: overrides.games, bots: overrides.bots,
    unreadOf: (email, games) => press!.unreadOf(email, games),
    config: { snapshotEvery: env.SNAPSHOT_EVERY, botDelayMs: env.BOT_DELAY_SECONDS * 1000 }, ...(timers ? { timers } : {}),
    absenceOf: async (email) => (await users.vacation(email)).current,
    // Lambda's structured logs and metrics when given; console lines otherwise.
    ...(overrides.telemetry ? { telemetry: overrides.telemetry, log: (m: string, e?: unknown) => overrides.telemetry!.error(m, e) } : {}),
  });
  press = new PressService({ store, press: pressStore, service, clock });
  const autoplay = makeAutoplay({ service, clock, ...(timers ? { timers } : {}) });
  return { ...data, service, press, pressStore, autoplay, auth: new Auth({
    store, users, clock, random, newAddressesPerDay: env.SIGN_IN_NEW_ADDRESSES_PER_DAY,
    ...(overrides.telemetry ? { telemetry: overrides.telemetry } : {}),
  }) };
}

/** Local timers when the local stack passes them; EventBridge Scheduler from the env in AWS; none otherwise. */
function timersOf(env: Env, overrides: Overrides): Timers | undefined {
  // The timer function cannot name itself in its own environment (a circular reference in the
  // stack): it learns its ARN from its first invocation (overrides.selfArn).
  const target = env.REMINDER_TARGET_ARN ?? overrides.selfArn;
  return overrides.timers ?? (target && env.REMINDER_ROLE_ARN
    ? eventBridgeTimers({
      targetArn: target, roleArn: env.REMINDER_ROLE_ARN, groupName: env.REMINDER_GROUP, deadLetterArn: env.TIMER_DLQ_ARN,
      ...(overrides.recorder ? { recorder: overrides.recorder } : {}),
    })
    : undefined);
}

export function composeApi(env: Env, overrides: Overrides & Engines, base = composeStore(env, overrides)) {
  const settings = new SettingsService(base.users);
  const seats = new SeatService({ store: base.store, service: base.service, clock: base.clock });
  const lobbies = new LobbyService({
    store: base.store, lobbies: new LobbyStore(base.store.doc, env.TABLE_NAME), service: base.service,
    games: overrides.games, clock: base.clock, random: base.random, languageOf: async (email) => (await base.users.settings(email)).language,
  });
  const vacation = new VacationService({ store: base.store, users: base.users, service: base.service, clock: base.clock });
  const api = makeApiHandler({ service: base.service, press: base.press, auth: base.auth, settings, seats, vacation, suppressions: base.suppressions, lobbies, edgeSecrets: parseOriginSecrets(env.EDGE_SECRETS) });
  return { ...base, settings, seats, lobbies, vacation, api: asFunction(overrides, "api", api) };
}

/** The mailer of the env: SES in AWS, SMTP to the catcher locally; counted in Lambda; paced when a rate is set. */
function mailerOf(env: Env, overrides: Overrides, clock: Clock): Mailer {
  const adapter = overrides.mailer ?? (env.MAILER === "ses"
    ? sesMailer(env.MAIL_FROM, { configurationSet: env.SES_CONFIGURATION_SET, ...(overrides.recorder ? { recorder: overrides.recorder } : {}) })
    : smtpMailer(env.MAIL_FROM, { host: env.SMTP_HOST, port: env.SMTP_PORT }));
  // Counted inside the pacer: each throttled try is a MailsFailed, which the MailSendFailures alarm watches.
  const counted = overrides.telemetry ? countingMailer(adapter, overrides.telemetry) : adapter;
  return env.MAIL_SEND_RATE ? pacedMailer(counted, { perSecond: env.MAIL_SEND_RATE, clock }) : counted;
}

export function composeNotifier(env: Env, overrides: Overrides & Engines, base = composeStore(env, overrides)) {
  const mailer = mailerOf(env, overrides, base.clock);
  const timers = base.timers;
  return {
    ...base,
    notifier: asFunction(overrides, "notifier", makeNotifierHandler({
      store: base.store, users: base.users, auth: base.auth, mailer, clock: base.clock, webUrl: env.WEB_URL,
      apiUrl: env.API_URL ?? new URL("/api", env.WEB_URL).toString(),
      news: (email, gameId, opts) => base.service.news(email, gameId, opts),
      ...(timers ? { timers } : {}),
      config: { coalesceSeconds: env.COALESCE_SECONDS, remindAfterMinutes: env.REMIND_AFTER_MINUTES },
      ...(overrides.notifierLog ? { log: overrides.notifierLog } : {}),
      suppressions: base.suppressions,
      ...(overrides.telemetry ? { telemetry: overrides.telemetry } : {}),
      outbox: new OutboxStore(base.store.doc, env.TABLE_NAME),
      press: new PressMail({ store: base.store, press: base.pressStore, now: () => base.clock.now() }),
      ...(env.REPLY_DOMAIN ? { replyDomain: env.REPLY_DOMAIN } : {}),
    })),
  };
}

/** The timer function (entry point handlers/reminder.ts): reminders, coalesced-mail flushes, digests. */
/** Deadlines and bot seats make moves, so the timer function carries the engines and the service. */
export function composeTimer(env: Env, overrides: Overrides & Engines, base = composeStore(env, overrides)) {
  const timer = makeTimerHandler({ store: base.store, users: base.users, clock: base.clock, autoplay: base.autoplay, outbox: new OutboxStore(base.store.doc, env.TABLE_NAME), ...(base.timers ? { timers: base.timers } : {}) });
  return { ...base, timer: asFunction(overrides, "timer", timer) };
}

/** The mail-events function: SES bounce and complaint events (through SNS) suppress addresses. */
export function composeMailEvents(env: Env, overrides: Overrides = {}, base: ReturnType<typeof composeData> = composeData(env, overrides)) {
  return {
    ...base,
    mailEvents: asFunction(overrides, "mail-events", makeMailEventsHandler({
      list: base.suppressions, clock: base.clock,
      ...(overrides.telemetry ? { log: (m: string, d?: unknown) => overrides.telemetry!.info(m, d as Record<string, unknown>), onSuppressed: () => overrides.telemetry!.count("AddressesSuppressed") } : {}),
    })),
  };
}

/**
 * The inbound function: replies to game mail (replies/). None without a reply domain. In AWS its
 * event is SES's (the raw message in the inbound bucket); locally the SMTP server hands over
 * InboundMail directly (`inbound`).
 */
export function composeInbound(env: Env, overrides: Overrides & Engines, base = composeStore(env, overrides)) {
  if (!env.REPLY_DOMAIN) return { ...base, inbound: null, sesInbound: null };
  const replies = new ReplyService({
    service: base.service, press: base.press, store: base.store, users: base.users, auth: base.auth, suppressions: base.suppressions,
    mailer: mailerOf(env, overrides, base.clock), clock: base.clock, replyDomain: env.REPLY_DOMAIN, webUrl: env.WEB_URL,
    ...(overrides.telemetry ? { log: (m: string, d: Record<string, unknown>) => overrides.telemetry!.info(m, d) } : {}),
  });
  const inbound = asFunction(overrides, "inbound", (mail: InboundMail) => replies.receive(mail));
  const read = env.INBOUND_BUCKET
    ? sesInbound({ bucket: env.INBOUND_BUCKET, prefix: env.INBOUND_PREFIX, maxBytes: MAX_REPLY_BYTES, ...(overrides.recorder ? { recorder: overrides.recorder } : {}) })
    : null;
  // Each record on its own: one bad message never holds back the others of the event.
  const fromSes = read ? asFunction(overrides, "inbound", async (event: SESEvent) => {
    const outcomes: ReplyOutcome[] = [];
    for (const mail of await read(event)) outcomes.push(await replies.receive(mail));
    return outcomes;
  }) : null;
  return { ...base, replies, inbound, sesInbound: fromSes };
}

/** All functions over one store: the local stack and the tests run them side by side. */
export function compose(env: Env, overrides: Overrides & Engines) {
  const base = composeStore(env, overrides);
  return {
    ...composeApi(env, overrides, base),
    notifier: composeNotifier(env, overrides, base).notifier,
    timer: composeTimer(env, overrides, base).timer,
    mailEvents: composeMailEvents(env, overrides, base).mailEvents,
    inbound: composeInbound(env, overrides, base).inbound,
  };
}
