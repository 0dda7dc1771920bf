import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { drawerFor, screens, type ScreenName } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';

type Props = { user: AuthUser; builtScreens: ReadonlySet<ScreenName>; onNavigate: () => void };

/**
 * Drawer entries come from the access module, narrowed to the screens this build has; the router
 * hands those down, so the layout never imports the screens it frames.
 */
export const Drawer = ({ user, builtScreens, onNavigate }: Props) => {
  const { pathname } = useLocation();
  return (
    <ScrollArea component="nav" aria-label="Main">
      {drawerFor(user, builtScreens).map((entry) => {
        const path = screens[entry.screen].path;
        return (
          <NavLink
            key={entry.screen}
            component={Link}
            to={path}
            label={entry.label}
            active={pathname === path || pathname.startsWith(`${path}/`)}
            onClick={onNavigate}
            py="sm"
          />
        );
      })}
    </ScrollArea>
  );
};
