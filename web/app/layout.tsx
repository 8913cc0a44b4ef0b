import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguageProvider } from "../components/Language";
import { MailNotice } from "../components/MailNotice";
import { NavBar, SkipLink } from "../components/NavBar";
import "./globals.css";

export const metadata: Metadata = {
  title: "Backroom",
  description: "Long games of political intrigue among friends, a move at a time.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {/* The static HTML is English; the provider switches to the player's language in the browser. */}
        <LanguageProvider>
          <SkipLink />
          <NavBar />
          <MailNotice />
          <main id="main">{children}</main>
        </LanguageProvider>
      </body>
    </html>
  );
}
