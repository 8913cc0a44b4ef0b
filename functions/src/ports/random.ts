/** The randomness port: tokens, seeds and game ids (auth/secrets.ts has the node:crypto one). */
export interface Random {
  /** A URL-safe random token (256 bits). */
  token(): string;
  /** A game's secret seed (256 bits, hex). */
  seed(): string;
  /** A short, unguessable game id. */
  gameId(): string;
}
