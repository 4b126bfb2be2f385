"use client";

import { useEffect } from "react";

/**
 * An error boundary reports what it caught once, by the digest Next gives a server error (the same id
 * is in the server's own log line), never by its message, which may hold what a visitor sent.
 */
export function useReportedError(error: Error & { digest?: string }, boundary: string) {
  useEffect(() => {
    console.error(
      JSON.stringify({ level: "error", event: "page.render_failed", boundary, digest: error.digest ?? null }),
    );
  }, [error, boundary]);
}
