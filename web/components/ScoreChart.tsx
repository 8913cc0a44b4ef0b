/**
 * Each player's score over the game, as inline SVG from the history entries' `scores`. Lines
 * differ by dash pattern and end glyph as well as colour; a table carries the same numbers
 * for screen readers.
 */
import { seatDash, seatGlyph, seatName, useSeatColour } from "../lib/seats";
import { i18n, useT } from "../i18n";

export interface ScorePoint {
  readonly seq: number;
  readonly scores: readonly number[];
  /** The round the game was in after this entry, where the board knows it. */
  readonly round?: number;
}

/** The first point of each round, for the x axis's ticks. */
export function roundStarts(points: readonly ScorePoint[]): { seq: number; round: number }[] {
  const out: { seq: number; round: number }[] = [];
  for (const p of points) if (p.round !== undefined && p.round !== out.at(-1)?.round) out.push({ seq: p.seq, round: p.round });
  return out;
}

export function ScoreChart(props: { points: readonly ScorePoint[]; names: readonly string[]; label: string; step?: number | null; help?: string; game?: string }) {
  const { points, names, label, help } = props;
  const seatColour = useSeatColour();
  const { t, lng } = useT();
  // The axis in the game's own word (`<game>:chart.round`: «круг» where its Russian rulebook says so), else the app's.
  const roundWord = (n: number) => (props.game ? i18n.t(`${props.game}:chart.round`, { n, lng, defaultValue: t("chart.round", { n }) }) : t("chart.round", { n }));
  if (points.length === 0) return null;
  const W = 320;
  const H = 140;
  const pad = { l: 28, r: 30, t: 8, b: 18 };
  const maxSeq = Math.max(1, points[points.length - 1]!.seq);
  const maxScore = Math.max(1, ...points.flatMap((p) => p.scores));
  const x = (seq: number) => pad.l + (seq / maxSeq) * (W - pad.l - pad.r);
  const y = (s: number) => H - pad.b - (s / maxScore) * (H - pad.t - pad.b);
  const last = points[points.length - 1]!;
  const rounds = roundStarts(points);
  // Label about six rounds at most, so the ticks never overlap on a phone.
  const every = Math.max(1, Math.ceil(rounds.length / 6));
  return (
    <figure className="score-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("chart.over", { label })} preserveAspectRatio="xMidYMid meet">
        <line x1={pad.l} y1={H - pad.b} x2={W - pad.r} y2={H - pad.b} className="axis" />
        <line x1={pad.l} y1={pad.t} x2={pad.l} y2={H - pad.b} className="axis" />
        <text x={pad.l - 4} y={y(maxScore) + 4} textAnchor="end" className="tick">
          {maxScore}
        </text>
        <text x={pad.l - 4} y={H - pad.b} textAnchor="end" className="tick">
          0
        </text>
        <text x={pad.l + 4} y={pad.t + 8} className="tick axis-label">
          {label}
        </text>
        {rounds.length > 0 ? (
          rounds.map((r, i) => (i % every === 0 ? (
            <g key={r.seq}>
              <line x1={x(r.seq)} x2={x(r.seq)} y1={H - pad.b} y2={H - pad.b + 3} className="axis" />
              <text x={x(r.seq)} y={H - 4} textAnchor="middle" className="tick">
                {i === 0 ? roundWord(r.round) : r.round}
              </text>
            </g>
          ) : null))
        ) : (
          <text x={W - pad.r} y={H - 4} textAnchor="end" className="tick">
            {t("chart.move", { n: maxSeq })}
          </text>
        )}
        {props.step !== undefined && props.step !== null ? <line x1={x(props.step)} x2={x(props.step)} y1={pad.t} y2={H - pad.b} className="step-marker" /> : null}
        {names.map((_, seat) => {
          const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.seq).toFixed(1)},${y(p.scores[seat] ?? 0).toFixed(1)}`).join(" ");
          return (
            <g key={seat}>
              <path d={d} fill="none" stroke={seatColour(seat)} strokeWidth={2} strokeDasharray={seatDash(seat) || undefined} />
              <text x={x(last.seq) + 3} y={y(last.scores[seat] ?? 0) + 4} fill={seatColour(seat)} className="end-glyph">
                {seatGlyph(seat)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        {help ? <p className="score-help">{help}</p> : null}
        <ul className="chart-legend">
          {names.map((_, seat) => (
            <li key={seat}>
              <span style={{ color: seatColour(seat) }} aria-hidden="true">
                {seatGlyph(seat)}
              </span>{" "}
              {seatName(names, seat)}: {last.scores[seat] ?? 0} {label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
