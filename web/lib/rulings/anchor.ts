/** The rules page anchor of a game's engine version note; apart, so the game page does not load every ruling to link one. */
export const engineVersionAnchor = (version: number): string => `engine-version-${version}`;
