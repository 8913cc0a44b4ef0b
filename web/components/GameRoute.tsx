"use client";
/**
 * The game page's client side: the game id comes from the browser's address, not from the
 * prerendered params, because one exported shell serves every `/games/<id>` (see the page).
 */
import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { GameScreen } from "./GameScreen";
import { useT } from "../i18n";

export function gameIdFromPath(pathname: string): string | null {
  const match = /^\/games\/([^/]+)\/?$/.exec(pathname);
  const id = match ? decodeURIComponent(match[1]!) : null;
  return id && id !== "_" ? id : null;
}

export function GameRoute() {
  const { t } = useT();
  const pathname = usePathname();
  const [id, setId] = useState<string | null>(null);
  // Read after hydration: the exported HTML was rendered for the shell, the address bar has the real id.
  useEffect(() => setId(gameIdFromPath(window.location.pathname)), [pathname]);
  if (!id) return <p className="loading">{t("app.loading")}</p>;
  return <GameScreen key={id} gameId={id} />;
}
