/**
 * The state of a one-line form that sends what was typed (the table's chat box, a Talk
 * conversation's composer): the text, whether it is on its way, and the refusal in words. The
 * line is trimmed and sent only if something is left; it is cleared once the server took it.
 */
import { useState, type FormEvent } from "react";
import { errorText } from "../i18n/errors";

export function useLineSender(onSend: (line: string) => Promise<void>, failed: () => string) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const line = text.trim();
    if (!line) return;
    setSending(true);
    setError(null);
    try {
      await onSend(line);
      setText("");
    } catch (err) {
      setError(errorText(err, failed()));
    } finally {
      setSending(false);
    }
  };
  return { text, setText, sending, error, send };
}
