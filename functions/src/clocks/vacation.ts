/**
 * GET/PUT/DELETE /me/vacation: a person declares an absence; it is copied onto their seat in
 * every active game (the summary's `players[].away`) with the deadlines moved
 * (vacation-policy.ts), and the deadline timers re-armed. Ending it early gives back the unused
 * part. A game created later copies the absence at creation (GameService `absenceOf`).
 */
import type { Clock } from "../ports/clock";
import type { VacationResponse } from "../contract";
import { fromZod, Refusal } from "../errors";
import type { GameService } from "../games/service";
import type { GameStore } from "../store/game-store";
import type { UserStore } from "../store/user-store";
import {
  AHEAD_DAYS, checkAbsence, daysTaken, MAX_ABSENCE_DAYS, pauseDeadline, resumeDeadline, VacationInvalid, VacationRequest, YEARLY_DAYS, type Absence,
} from "./vacation-policy";

export class VacationService {
  constructor(private readonly deps: { store: GameStore; users: UserStore; service: GameService; clock: Clock }) {}

  async get(email: string): Promise<VacationResponse> {
    const item = await this.deps.users.vacation(email);
    const now = this.deps.clock.now();
    return this.answer(this.settled(item, now), now);
  }

  /** Declares (or replaces) the absence; a bad one is a 400 naming the field, and changes nothing. */
  async put(email: string, body: unknown): Promise<VacationResponse> {
    const parsed = VacationRequest.safeParse(body);
    if (!parsed.success) throw fromZod(parsed.error, "vacation");
    const now = this.deps.clock.now();
    const item = this.settled(await this.deps.users.vacation(email), now);
    // A replaced absence counts as far as it was used.
    const used = usedSoFar(item.current, now);
    let absence: Absence;
    try {
      absence = checkAbsence(parsed.data, now, [...item.taken, ...used]);
    } catch (e) {
      // Stryker disable next-line ConditionalExpression: checkAbsence throws nothing else (equivalent); anything else is passed on
      if (e instanceof VacationInvalid) throw new Refusal(400, "vacation/invalid", `${e.field}: ${e.message}`, { field: e.field });
      throw e;
    }
    if (item.current) await this.applyToGames(email, item.current, false);
    await this.deps.users.putVacation(email, { current: absence, taken: [...item.taken, ...used] });
    await this.applyToGames(email, absence, true);
    return this.get(email);
  }

  /** Ends the absence now (or cancels a planned one): clocks run again, the unused part given back. */
  async end(email: string): Promise<VacationResponse> {
    const now = this.deps.clock.now();
    const item = this.settled(await this.deps.users.vacation(email), now);
    if (item.current) {
      const used = usedSoFar(item.current, now);
      await this.applyToGames(email, item.current, false);
      await this.deps.users.putVacation(email, { current: null, taken: [...item.taken, ...used] });
    }
    return this.get(email);
  }

  /** An absence that has run its course moves to `taken`; those of past years are dropped. */
  private settled(item: { current: Absence | null; taken: Absence[] }, now: Date) {
    const over = item.current && Date.parse(item.current.until) <= now.getTime();
    const lastYear = Date.UTC(now.getUTCFullYear(), 0, 1);
    const taken = [...item.taken, ...(over ? [item.current!] : [])].filter((a) => Date.parse(a.until) > lastYear);
    return { current: over ? null : item.current, taken };
  }

  private answer(item: { current: Absence | null; taken: Absence[] }, now: Date): VacationResponse {
    const year = now.getUTCFullYear();
    return {
      vacation: item.current,
      allowance: { yearlyDays: YEARLY_DAYS, maxDays: MAX_ABSENCE_DAYS, aheadDays: AHEAD_DAYS, takenThisYear: daysTaken(item.current ? [...item.taken, item.current] : item.taken, year) },
    };
  }

  /** Marks (or unmarks) the person's seat in each active game, moving its deadline and timer. */
  private async applyToGames(email: string, absence: Absence, starting: boolean): Promise<void> {
    // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator,StringLiteral: spares reading games that are over; the check on each game's summary below decides (equivalent)
    const seats = (await this.deps.store.playerSeats(email)).filter((s) => s.status === "active");
    for (const { gameId, seat } of seats) {
      // Stryker disable next-line EqualityOperator: the bound on retries, one more or less (equivalent)
      for (let attempt = 0; attempt < 10; attempt++) {
        const summary = await this.deps.store.getSummary(gameId);
        if (!summary || summary.status !== "active" || summary.players[seat]?.email !== email) break;
        const now = this.deps.clock.now();
        const deadlines = summary.deadlines.map((d, s) => (s !== seat || !d ? d : starting ? pauseDeadline(d, absence, now) : resumeDeadline(d, absence, now)));
        if (!(await this.deps.store.setAway(gameId, seat, starting ? absence : null, deadlines, summary.version))) continue;
        const armed = { gameId, moveVersion: summary.moveVersion, awaiting: summary.awaiting, players: summary.players };
        await this.deps.service.arm({ ...armed, deadlines }, { ...armed, deadlines: summary.deadlines });
        break;
      }
    }
  }
}

/** The part of `absence` already under way at `now`, as an absence of its own (none if it has not begun). */
function usedSoFar(absence: Absence | null, now: Date): Absence[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a piece from a start not yet reached counts nothing (equivalent); the test keeps it out of what is stored
  return absence && Date.parse(absence.from) < now.getTime() ? [{ from: absence.from, until: now.toISOString() }] : [];
}
