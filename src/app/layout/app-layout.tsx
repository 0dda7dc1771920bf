import { Suspense } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useLocation, useMatch } from 'react-router-dom';
import { screens, type ScreenName } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';
import { drawerWidth } from '../../domain/constants';
import { IdleTimeout } from '../session/idle-timeout';
import { loginPathFor } from '../session/screen-route';
import { useSession } from '../session/use-session';
import { ScreenLoader } from '../components/screen-loader';
import { useDeviceListsRefresh } from '../offline/hooks/use-device-lists-refresh';
import { canQueueOffline } from '../offline/reference/offline-access';
import { AttentionNotice } from '../offline/ui/attention-notice';
import { InstallPrompt } from '../pwa/install-prompt';
import { AlertBanner } from './alert-banner';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { PackageStatsDialog } from './package-stats-dialog';
import { TopBar } from './top-bar';

type Props = { builtScreens: ReadonlySet<ScreenName> };

/** The frame of every signed-in screen: drawer (a burger on phones), top bar, footer. */
export const AppLayout = ({ builtScreens }: Props) => {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <SignedInLayout user={session.user} builtScreens={builtScreens} />;
};

const SignedInLayout = ({ user, builtScreens }: Props & { user: AuthUser }) => {
  const [opened, { toggle, close }] = useDisclosure(false);
  // From sign-in on, whatever the screen: the lists the offline screens need, and word of codes that did not go through.
  useDeviceListsRefresh(user);
  // On the scan screen the banners above it take a line each, so the form stays in view on a phone.
  const compact = useMatch(screens['packages.scan'].path) !== null;
  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 36 }}
      navbar={{ width: drawerWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar user={user} drawerOpened={opened} onToggleDrawer={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Drawer user={user} builtScreens={builtScreens} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <InstallPrompt compact={compact} />
        <AlertBanner user={user} compact={compact} />
        {canQueueOffline(user) && <AttentionNotice />}
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer p="xs">
        <Footer />
      </AppShell.Footer>
      <IdleTimeout />
      <PackageStatsDialog user={user} />
    </AppShell>
  );
};
