"use client";
/**
 * The board for any game without a board of its own (the test fixture, an engine that has
 * just landed): the viewer's view drawn as labelled fields. String values that a legal move
 * mentions (card ids, usually) become pickable, so even here moves are built by clicking.
 */
import type { ReactNode } from "react";
import { humanize } from "../lib/moves";
import { Pickable, type BoardDef, type BoardProps } from "./board-kit";
import { i18n } from "../i18n";

function isScalar(v: unknown): v is string | number | boolean | null {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

function Scalar({ value }: { value: string | number | boolean | null }) {
  if (value === null) return <span className="muted">—</span>;
  if (typeof value === "boolean") return <span>{i18n.t(value ? "board.yes" : "board.no")}</span>;
  if (typeof value === "string")
    return (
      <Pickable pick={{ value }} className="chip">
        {value}
      </Pickable>
    );
  return <span>{value}</span>;
}

/** Arrays as long as the seat list are per-seat data: label them with the players' names. */
function Value({ value, names, depth }: { value: unknown; names: readonly string[]; depth: number }): ReactNode {
  if (isScalar(value)) return <Scalar value={value} />;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">{i18n.t("board.none")}</span>;
    if (value.every(isScalar) && value.length !== names.length) {
      return (
        <span className="chips">
          {value.map((v, i) => (
            <Scalar key={i} value={v} />
          ))}
        </span>
      );
    }
    const perSeat = value.length === names.length && names.length > 1;
    return (
      <ul className="generic-list">
        {value.map((v, i) => (
          <li key={i}>
            {perSeat ? <span className="generic-key">{names[i]}: </span> : null}
            <Value value={v} names={names} depth={depth + 1} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === "object" && value !== null) {
    return (
      <dl className={depth === 0 ? "generic-view" : "generic-sub"}>
        {Object.entries(value).map(([k, v]) => (
          <div key={k} className="generic-row">
            <dt>{humanize(k)}</dt>
            <dd>
              <Value value={v} names={names} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{String(value)}</span>;
}

export function GenericBoard({ view, names }: BoardProps) {
  return (
    <div className="board generic-board">
      <Value value={view} names={names} depth={0} />
    </div>
  );
}

export const genericBoard: BoardDef = { Board: GenericBoard };
