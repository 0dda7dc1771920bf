import { useEffect, useState } from 'react';
import type { AuthUser } from '../../domain/auth';
import { isCustomerType, packageStatsDelayMs } from '../../domain/constants';
import { onDemand, useShownOnce } from '../components/on-demand';
import { readStored, writeStored } from '../storage/local-storage';

const PackageStatsWindow = onDemand(() => import('./package-stats-window').then((module) => module.PackageStatsWindow));

/** Opens once per session (sessionStore.signIn clears the mark), packageStatsDelayMs after the app loads, for special staff only. */
const useOncePerSession = (active: boolean) => {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!active || readStored('packageStatsSeen', sessionStorage)) return;
    const timer = setTimeout(() => {
      writeStored('packageStatsSeen', true, sessionStorage);
      setOpened(true);
    }, packageStatsDelayMs);
    return () => clearTimeout(timer);
  }, [active]);
  return [opened, () => setOpened(false)] as const;
};

/** The special users' package stats, loaded the first time they open: most users never see them. */
export const PackageStatsDialog = ({ user }: { user: AuthUser }) => {
  const [opened, close] = useOncePerSession(user.special && !isCustomerType(user.account_type));
  const shown = useShownOnce(opened);
  return shown ? <PackageStatsWindow user={user} opened={opened} onClose={close} /> : null;
};
