import { Box, NavLink } from '@mantine/core';
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
  const entries = drawerFor(user, builtScreens);
  // The entry whose path holds this page most closely: /packages/scan is Scan Packages, not Packages too.
  const current = entries
    .map((entry) => screens[entry.screen].path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    // The browser's own scrolling, not Mantine's ScrollArea: that brings floating-ui into every screen's first load.
    <Box component="nav" aria-label="Main" style={{ overflowY: 'auto' }}>
      {entries.map((entry) => {
        const path = screens[entry.screen].path;
        return (
          <NavLink
            key={entry.screen}
            component={Link}
            to={path}
            label={entry.label}
            active={path === current}
            onClick={onNavigate}
            py="sm"
          />
        );
      })}
    </Box>
  );
};
