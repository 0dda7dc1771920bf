import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, for labels that age ("5 min ago"). */
export const useClock = (everyMs = 30_000) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
};
