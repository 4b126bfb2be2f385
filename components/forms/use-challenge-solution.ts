import { useEffect, useRef } from "react";
import { isFresh, solveChallenge, type Solved } from "./solve-challenge";

/**
 * Starts solving the form's challenge when the visitor first focuses one of its fields (at once when
 * one already has focus, as the enhancement loads on that focus), so it is done by the time they send.
 * `solution()` waits for it, solving again when the one in hand was used or is about to expire.
 */
export function useChallengeSolution(form: HTMLFormElement) {
  const pending = useRef<Promise<Solved | undefined> | null>(null);

  useEffect(() => {
    const start = () => {
      pending.current ??= solveChallenge();
    };
    if (form.contains(document.activeElement)) start();
    form.addEventListener("focusin", start);
    return () => form.removeEventListener("focusin", start);
  }, [form]);

  return {
    async solution(): Promise<string | undefined> {
      let solved = await (pending.current ??= solveChallenge());
      if (!isFresh(solved)) solved = await (pending.current = solveChallenge());
      return solved?.payload;
    },
    /** After a post the server accepted: its solution is spent; the next focus starts a new one. */
    spend() {
      pending.current = null;
    },
  };
}
