import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { MailNotice } from "../components/MailNotice";
import { NavBar } from "../components/NavBar";
import "./globals.css";

export const metadata: Metadata = {
  title: "Backroom",
  description: "Long games of political intrigue among friends, a move at a time.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <MailNotice />
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
