import type { RouteObject } from 'react-router-dom';
import { useEffect } from 'react';
import { Navigate, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { drawerEntries, homeScreen, screens, type ScreenName } from '../domain/access';
import { NotFound } from './components/not-found';
import { ScreenPending } from './components/screen-pending';
import { AppLayout } from './layout/app-layout';
import { PrintLayout } from './layout/print-layout';
import { PublicLayout } from './layout/public-layout';
import { builtScreens, screenComponents } from './screen-registry';
import { connectApiToSession } from './session/connect-api';
import { loginPathFor, ScreenRoute } from './session/screen-route';
import { useSession } from './session/use-session';

const titleOf = (name: ScreenName) => drawerEntries.find((entry) => entry.screen === name)?.label ?? name;

const routeFor = (name: ScreenName): RouteObject => {
  const Component = screenComponents[name];
  return {
    path: screens[name].path,
    element: <ScreenRoute name={name}>{Component ? <Component /> : <ScreenPending title={titleOf(name)} />}</ScreenRoute>,
  };
};

/** A public screen is in the signed-in frame for a signed-in user, who reaches it from the drawer, and in the public frame for a guest. */
const PublicOrSignedInLayout = () => (useSession() ? <AppLayout builtScreens={builtScreens} /> : <PublicLayout wide />);

const HomeRedirect = () => {
  const session = useSession();
  return <Navigate to={session ? screens[homeScreen(session.user)].path : '/login'} replace />;
};

const names = Object.keys(screens) as ScreenName[];
const forGuests = (name: ScreenName) => screens[name].audience === 'guest';
const forAnyone = (name: ScreenName) => screens[name].audience === 'public';
/** Screens that print on their own page: no drawer, top bar or footer. */
const printScreens: readonly ScreenName[] = ['shipping.label'];
const inShell = (name: ScreenName) => !forGuests(name) && !forAnyone(name) && !printScreens.includes(name);

const routes: RouteObject[] = [
  { element: <PublicLayout />, children: names.filter(forGuests).map(routeFor) },
  { element: <PublicOrSignedInLayout />, children: names.filter(forAnyone).map(routeFor) },
  { element: <PrintLayout />, children: printScreens.map(routeFor) },
  { element: <AppLayout builtScreens={builtScreens} />, children: [{ path: '/', element: <HomeRedirect /> }, ...names.filter(inShell).map(routeFor)] },
  { path: '*', element: <NotFound /> },
];

/** The router's navigate, once it is rendered; the API client's 401 handler lives outside React. */
let navigateInApp: NavigateFunction | null = null;

// A 401 anywhere sends the user to sign in, and back to where they were afterwards. Connected when
// this module loads, so the screens' first requests already carry the token.
connectApiToSession(() => {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  const to = loginPathFor(pathname + search);
  if (navigateInApp) void navigateInApp(to, { replace: true });
  else window.location.replace(to);
});

/**
 * The app's screens. A declarative router, not a data router: the app uses no loaders or actions,
 * and the data router's machinery was a twentieth of the scan route's JavaScript.
 */
export const AppRoutes = () => {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = navigate;
    return () => {
      navigateInApp = null;
    };
  }, [navigate]);
  return useRoutes(routes);
};
