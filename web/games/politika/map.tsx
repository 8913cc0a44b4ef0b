"use client";
/**
 * Politika's 23-region map as SVG: borders, each region's full name, dots, influence tokens by
 * seat glyph, representatives, uprisings and the regions of the production card in play. Every
 * seat's mark keeps a contrasting edge (the Church's white shows on white). The whole map fits
 * a phone; a tap on any region names it under the map with what stands there (the names on the
 * whole map are too small to read on a phone); zoomed in, it scrolls sideways.
 */
import { REGIONS, UPRISING_IDS, type RegionId, type UprisingId } from "@backroom/engine/politika/cards";
import type { PolitikaView, RegionView } from "@backroom/engine/politika/view";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { inkOn, seatGlyph, seatName, seatOutline, useSeatColour } from "../../lib/seats";
import { usePick } from "../../components/board-kit";
import { regionIn, regionName, tt } from "./words";

export const uprisingName = (u: UprisingId): string => tt(`uprisings.${u}.name`);

function edges(regions: readonly RegionView[]): Array<[RegionView, RegionView]> {
  const byId = new Map(regions.map((r) => [r.id, r]));
  const out: Array<[RegionView, RegionView]> = [];
  for (const r of regions) for (const n of r.neighbours) if (r.id < n) out.push([r, byId.get(n)!]);
  return out;
}

/** Box width a name may take (the box is 88 wide), and the font size that fits it. */
const NAME_WIDTH = 82;
function nameFit(name: string): { size: number; squeeze: boolean } {
  const size = Math.max(9, Math.min(13, Math.floor(NAME_WIDTH / (0.56 * name.length))));
  return { size, squeeze: 0.56 * size * name.length > NAME_WIDTH };
}

/** "Tatarstan, separatist, 3 dots; tokens: Ann, Bob; …": what stands in a region, in words. */
function regionDetails(r: RegionView, names: readonly string[], producing: boolean): string {
  const t = (key: string, params: Record<string, unknown> = {}) => tt(`map.${key}`, params);
  return `${regionName(r.id)}${r.separatist ? t("separatist") : ""}, ${t("dots", { count: r.dots })}; ${t("tokens", { list: r.tokens.map((s) => seatName(names, s)).join(", ") || t("none") })}${r.representatives.length ? t("representatives", { list: r.representatives.map((x) => seatName(names, x.seat)).join(", ") }) : ""}${r.uprising ? t("uprising", { name: uprisingName(r.uprising) }) : ""}${producing ? t("produces") : ""}`;
}

function RegionNode({ r, names, producing, onShow }: { r: RegionView; names: readonly string[]; producing: boolean; onShow: (id: RegionId) => void }) {
  const { t } = useTranslation("politika");
  const { props, picked, pickable } = usePick({ value: r.id, label: regionName(r.id) });
  const seatColour = useSeatColour();
  const { x, y } = r.layout;
  const name = regionName(r.id);
  const fit = nameFit(name);
  // Starts with the region's code, then its name (what the box shows), as before the names were drawn.
  const label = `${t(`regions.${r.id}.short`)}${picked ? t("map.selected") : ""}: ${regionDetails(r, names, producing)}`;
  return (
    <g
      className={`region ${pickable ? "region-pickable" : ""} ${picked ? "region-picked" : ""}`}
      transform={`translate(${x},${y})`}
      aria-label={label}
      {...props}
      role={props.role ?? "group"}
      onClick={(e) => {
        onShow(r.id);
        props.onClick?.(e);
      }}
    >
      <title>{label}</title>
      <rect x={-44} y={-30} width={88} height={60} rx={8} className={`region-box ${r.separatist ? "separatist" : ""} ${producing ? "producing" : ""}`} />
      <text aria-hidden="true" y={-17} textAnchor="middle" className="region-name" fontSize={fit.size} {...(fit.squeeze ? { textLength: NAME_WIDTH, lengthAdjust: "spacingAndGlyphs" } : {})}>
        {name}
      </text>
      <text aria-hidden="true" y={-5} textAnchor="middle" className="region-dots">
        {r.separatist ? "✶ " : ""}
        {"•".repeat(r.dots)}
        {producing ? " $" : ""}
      </text>
      {r.tokens.map((s, i) => (
        <g key={i} transform={`translate(${-24 + i * 24},9)`}>
          <circle r={9} fill={seatColour(s)} stroke={seatOutline(seatColour(s))} className="token-disc" />
          <text aria-hidden="true" y={4} textAnchor="middle" className="token-glyph" fill={inkOn(seatColour(s))}>
            {seatGlyph(s)}
          </text>
        </g>
      ))}
      {r.representatives.map((rep, i) => (
        <text aria-hidden="true" key={i} x={-40 + i * 17} y={29} className="rep" fill={seatColour(rep.seat)} stroke={seatOutline(seatColour(rep.seat))}>
          ♟
        </text>
      ))}
      {picked ? (
        <text aria-hidden="true" y={44} textAnchor="middle" className="picked-label">
          {t("map.picked")}
        </text>
      ) : null}
    </g>
  );
}

function UprisingNode({ id, view, names }: { id: UprisingId; view: PolitikaView; names: readonly string[] }) {
  const { t } = useTranslation("politika");
  const u = view.uprisings[id];
  const { props, picked } = usePick({ value: id, label: uprisingName(id) });
  const seatColour = useSeatColour();
  if (!u.region) return null;
  const { x, y } = REGIONS[u.region].layout;
  const label = t("map.uprisingLabel", { name: uprisingName(id), where: regionIn(u.region), list: u.tokens.map((s) => seatName(names, s)).join(", ") });
  return (
    <g className={`uprising ${picked ? "region-picked" : ""}`} transform={`translate(${x + 38},${y - 30})`} aria-label={label} {...props} role={props.role ?? "group"}>
      <title>{label}</title>
      <polygon points="0,-14 14,0 0,14 -14,0" className="uprising-diamond" />
      <text aria-hidden="true" y={5} textAnchor="middle" className="uprising-mark">
        {t(`uprisings.${id}.mark`)}
      </text>
      {u.tokens.map((s, i) => (
        <text aria-hidden="true" key={i} x={18 + i * 11} y={4} fill={seatColour(s)} stroke={seatOutline(seatColour(s))} className="uprising-token">
          {seatGlyph(s)}
        </text>
      ))}
    </g>
  );
}

export function PolitikaMap({ view, names, zoomed = false, onShow = () => undefined }: { view: PolitikaView; names: readonly string[]; zoomed?: boolean; onShow?: (id: RegionId) => void }) {
  const { t } = useTranslation("politika");
  const producing = new Set(view.productionCard?.regions ?? []);
  return (
    <svg className={`politika-map ${zoomed ? "zoomed" : ""}`} viewBox="-50 -40 1100 640" role="group" aria-label={t("map.label")}>
      <g className="borders" aria-hidden="true">
        {edges(view.regions).map(([a, b]) => (
          <line key={`${a.id}-${b.id}`} x1={a.layout.x} y1={a.layout.y} x2={b.layout.x} y2={b.layout.y} />
        ))}
      </g>
      {view.regions.map((r) => (
        <RegionNode key={r.id} r={r} names={names} producing={producing.has(r.id)} onShow={onShow} />
      ))}
      {UPRISING_IDS.map((u) => (
        <UprisingNode key={u} id={u} view={view} names={names} />
      ))}
    </svg>
  );
}

/** The map with its zoom button, legend and the line naming the region tapped last. */
export function MapSection({ view, names }: { view: PolitikaView; names: readonly string[] }) {
  const { t } = useTranslation("politika");
  const [zoomed, setZoomed] = useState(false);
  const [shown, setShown] = useState<RegionId | null>(null);
  const region = shown ? view.regions.find((r) => r.id === shown) : undefined;
  const marks = UPRISING_IDS.map((u) => t(`uprisings.${u}.mark`)).join("/");
  return (
    <>
      {/* The whole map fits the screen by default (nothing east of Krasnoyarsk is cut off); zoomed, it scrolls sideways. */}
      <div className="map-tools">
        <button type="button" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          {zoomed ? t("map.whole") : t("map.zoomIn")}
        </button>
        <span className="muted">{zoomed ? t("map.swipe") : t("map.tap")}</span>
      </div>
      <div className="map-frame" role="region" tabIndex={0} aria-label={zoomed ? t("map.frameZoomed") : t("map.frameWhole")}>
        <PolitikaMap view={view} names={names} zoomed={zoomed} onShow={setShown} />
      </div>
      <p className="region-info" aria-live="polite">
        {region ? regionDetails(region, names, (view.productionCard?.regions ?? []).includes(region.id)) : ""}
      </p>
      <p className="map-legend muted">{t("map.legend", { marks })}</p>
    </>
  );
}
