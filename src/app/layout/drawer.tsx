import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { drawerFor, screens } from '../../domain/access';
import type { AuthUser } from '../../domain/auth';
import { builtScreens } from '../screen-registry';

/** Drawer entries come from the access module, narrowed to screens that exist in this build. */
export const Drawer = ({ user, onNavigate }: { user: AuthUser; onNavigate: () => void }) => {
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
