const minuteMs = 60_000;

/** "just now", "5 min ago", "3 h ago", "2 days ago": an age at a glance, precise enough for a list's freshness. */
export const ageText = (ageMs: number) => {
  if (ageMs < minuteMs) return 'just now';
  if (ageMs < 60 * minuteMs) return `${Math.floor(ageMs / minuteMs)} min ago`;
  if (ageMs < 24 * 60 * minuteMs) return `${Math.floor(ageMs / (60 * minuteMs))} h ago`;
  const days = Math.floor(ageMs / (24 * 60 * minuteMs));
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
};
