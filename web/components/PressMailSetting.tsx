/**
 * The settings page's press mail (NotificationSettings.press): new talk comes with the game's
 * next mail (the default), each private message at once, or only in the digest.
 */
import type { PressMail } from "../lib/api";
import { useT } from "../i18n";

const CHOICES: readonly PressMail[] = ["with-moves", "each", "digest"];

export function PressMailSetting({ value, onChange }: { value: PressMail | undefined; onChange: (next: PressMail) => void }) {
  const { t } = useT();
  const current = value ?? "with-moves";
  return (
    <fieldset>
      <legend>{t("pressMail.legend")}</legend>
      {CHOICES.map((c) => (
        <label key={c} className="radio">
          <input type="radio" name="press-mail" value={c} checked={current === c} onChange={() => onChange(c)} />
          <span>
            <b>{t(`pressMail.modes.${c}`)}</b> <span className="muted">{t(`pressMail.modes.${c}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
