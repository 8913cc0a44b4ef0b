/**
 * The create form's press setting (docs/api.md, "Press"): talk at the table and in private,
 * at the table only, or none; and for private talk, whether it opens to all players when the
 * game ends. The game's default comes preselected, and the line under it says what the choice
 * means and when it is the usual way to play that game.
 */
import type { GamePress, PressArchive, PressMode } from "../lib/api";
import { defaultPressMode } from "../lib/press";
import { useT } from "../i18n";

const MODES: readonly PressMode[] = ["full", "public", "none"];
const ARCHIVES: readonly PressArchive[] = ["private", "open-at-end"];

export function PressFields({ game, title, value, onChange }: { game: string; title: string; value: GamePress; onChange: (next: GamePress) => void }) {
  const { t } = useT();
  const usual = defaultPressMode(game) === value.mode;
  return (
    <fieldset className="press-create">
      <legend>{t("pressCreate.legend")}</legend>
      <label>
        {t("pressCreate.mode")}{" "}
        <select aria-label={t("pressCreate.mode")} value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as PressMode })}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`pressCreate.modes.${m}`)}
            </option>
          ))}
        </select>
      </label>
      {value.mode === "full" ? (
        <label>
          {t("pressCreate.archive")}{" "}
          <select aria-label={t("pressCreate.archive")} value={value.archive} onChange={(e) => onChange({ ...value, archive: e.target.value as PressArchive })}>
            {ARCHIVES.map((a) => (
              <option key={a} value={a}>
                {t(`pressCreate.archives.${a}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="hint">
        {t(`press.modes.${value.mode}`)}
        {usual ? ` ${t("pressCreate.usual", { title })}` : ""}
      </p>
    </fieldset>
  );
}
