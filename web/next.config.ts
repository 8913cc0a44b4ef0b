/**
 * Next.js config. The engine and the functions' contract are workspace packages that export
 * TypeScript source, so Next must compile them. The app is client-rendered against the API at
 * the same origin under /api, so `next build` writes a static export (web/out) that CloudFront
 * serves from S3 and `npm start` serves locally the same way (functions/src/edge/).
 *
 * `next dev` (`npm run dev`) is not an export: it proxies /api, the local mail page and its
 * JSON to the local server, so the browser still sees one origin.
 */
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

export default function config(phase: string): NextConfig {
  const base: NextConfig = {
    transpilePackages: ["@backroom/engine", "@backroom/functions"],
    reactStrictMode: true,
    poweredByHeader: false,
    // `npm test` type-checks the whole repository (web included) beside the build; checking twice
    // on two cores would cost half a minute. Every other build (npm start, deploy) checks here.
    ...(process.env.BACKROOM_TYPECHECKED_ELSEWHERE === "1" ? { typescript: { ignoreBuildErrors: true } } : {}),
  };
  if (phase !== PHASE_DEVELOPMENT_SERVER) return { ...base, output: "export" };
  const local = process.env.BACKROOM_LOCAL_ORIGIN ?? "http://127.0.0.1:4000";
  return {
    ...base,
    async rewrites() {
      return [
        { source: "/api/:path*", destination: `${local}/api/:path*` },
        { source: "/dev/mail", destination: `${local}/dev/mail` },
        { source: "/_local/:path*", destination: `${local}/_local/:path*` },
      ];
    },
  };
}
