"use client";
/** The dashboard's games with open seats, not started yet: joined count, share link, Start. */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { api, type LobbyInfo } from "../lib/api";
import { LobbyPanel } from "./LobbyPanel";

export function LobbyList({ lobbies }: { lobbies: readonly LobbyInfo[] }) {
  const router = useRouter();
  const [started, setStarted] = useState<string[]>([]);
  const open = lobbies.filter((l) => !started.includes(l.gameId));
  if (open.length === 0) return null;
  return (
    <section aria-label="Waiting for players">
      <h2>
        Waiting for players <span className="muted">({open.length})</span>
      </h2>
      {open.map((l) => (
        <LobbyPanel
          key={l.gameId}
          lobby={l}
          compact
          onStart={l.isHost ? async (bots) => {
            await api.startLobby(l.gameId, bots);
            setStarted((s) => [...s, l.gameId]);
            router.push(`/games/${l.gameId}`);
          } : undefined}
        />
      ))}
    </section>
  );
}
