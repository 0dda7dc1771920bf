import { Badge } from '@mantine/core';
import { useClock } from '../hooks/use-clock';
import { ageText } from './age-text';

/**
 * "Live" for data just fetched, "Saved 5 min ago" for the device's copy (from useCachedReference).
 * Dot badges: the tinted text of light badges falls below 4.5:1 contrast.
 */
export const CachedAge = ({ fetchedAt }: { fetchedAt: string | null }) => {
  const now = useClock();
  if (fetchedAt === null) {
    return (
      <Badge color="green" variant="dot">
        Live
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="dot" title={new Date(fetchedAt).toLocaleString()}>
      Saved {ageText(Math.max(0, now - Date.parse(fetchedAt)))}
    </Badge>
  );
};
