import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { decideScreen, screens, type ScreenName } from '../../domain/access';
import { useSession } from './use-session';

/** Only same-site paths may be a redirect target, so a crafted link cannot send users elsewhere. */
export const safeRedirect = (value: string | null) => (value && value.startsWith('/') && !value.startsWith('//') ? value : null);

export const loginPathFor = (pathname: string) => `/login?redirect=${encodeURIComponent(pathname)}`;

/** Applies the screen rules of src/domain/access.ts: sign-in, redirects by account type, special users. */
export const ScreenRoute = ({ name, children }: { name: ScreenName; children: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const decision = decideScreen(name, session?.user ?? null);
  if (decision.kind === 'login') return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (decision.kind === 'redirect') {
    const back = screens[name].audience === 'guest' ? safeRedirect(params.get('redirect')) : null;
    return <Navigate to={back ?? screens[decision.to].path} replace />;
  }
  return children;
};
