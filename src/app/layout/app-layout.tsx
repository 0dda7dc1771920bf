import { Suspense } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { ScreenName } from '../../domain/access';
import { drawerWidth } from '../../domain/constants';
import { IdleTimeout } from '../session/idle-timeout';
import { loginPathFor } from '../session/screen-route';
import { useSession } from '../session/use-session';
import { ScreenLoader } from '../components/screen-loader';
import { InstallPrompt } from '../pwa/install-prompt';
import { AlertBanner } from './alert-banner';
import { Drawer } from './drawer';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** The frame of every signed-in screen: drawer (a burger on phones), top bar, footer. */
export const AppLayout = ({ builtScreens }: { builtScreens: ReadonlySet<ScreenName> }) => {
  const session = useSession();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  if (!session) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 36 }}
      navbar={{ width: drawerWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar user={session.user} drawerOpened={opened} onToggleDrawer={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Drawer user={session.user} builtScreens={builtScreens} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <InstallPrompt />
        <AlertBanner user={session.user} />
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer p="xs">
        <Footer />
      </AppShell.Footer>
      <IdleTimeout />
    </AppShell>
  );
};
