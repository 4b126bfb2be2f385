import { useCallback, useEffect, useRef, useState } from "react";

export const DROPDOWN_CLOSE_DELAY_MS = 150;

/**
 * Which dropdown of the top navigation is open: at most one, opened at once and closed after a
 * short grace period so the pointer can travel from the trigger into the panel.
 */
export function useDropdown() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const open = useCallback(
    (key: string) => {
      cancelClose();
      setOpenKey(key);
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpenKey(null);
  }, [cancelClose]);

  const closeSoon = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpenKey(null);
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { openKey, open, close, closeSoon, cancelClose };
}
