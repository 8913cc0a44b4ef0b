"use client";
/** MailNotice's banner: the sentence with the address in bold (loaded only when it is shown). */
import { Trans } from "react-i18next";

export function MailNoticeBanner({ email, why, date }: { email: string; why: string; date: string }) {
  return (
    <div className="mail-notice" role="alert">
      <Trans i18nKey="mailNotice.text" values={{ email, why, date }} components={{ 1: <b /> }} />
    </div>
  );
}
