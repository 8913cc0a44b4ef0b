/**
 * Next.js config. The engine and the functions' contract are workspace packages that export
 * TypeScript source, so Next must compile them. The app is client-rendered against the API at
 * NEXT_PUBLIC_API_URL: nothing here needs a server beyond serving the pages.
 */
import type { NextConfig } from "next";

const config: NextConfig = {
  transpilePackages: ["@backroom/engine", "@backroom/functions"],
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
