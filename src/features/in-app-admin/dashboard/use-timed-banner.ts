import { useCallback, useEffect, useState } from 'react';

export type Banner = { tone: 'success' | 'error'; text: string; ms: number; key: number };

/** One banner at a time, gone after its own duration; a new one replaces it and restarts the clock. */
export function useTimedBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  useEffect(() => {
    if (banner === null) return;
    const timer = window.setTimeout(() => setBanner(null), banner.ms);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const show = useCallback(
    (tone: Banner['tone'], text: string, ms: number) =>
      setBanner((previous) => ({ tone, text, ms, key: (previous?.key ?? 0) + 1 })),
    [],
  );
  return { banner, show, dismiss: () => setBanner(null) };
}
