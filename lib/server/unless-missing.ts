import "server-only";

/**
 * For `.catch()` on a read: a folder or file that is not there is `fallback`; any other failure is the
 * disk's, and is thrown, never read as "nothing there".
 */
export const unlessMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return fallback;
    throw error;
  };
