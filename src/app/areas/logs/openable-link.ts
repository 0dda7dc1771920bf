import { decideScreen, screens, type ScreenName } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';

// Each screen's path as a pattern: ':id' is one segment. The log's links are paths of these screens.
const patterns = (Object.entries(screens) as [ScreenName, { path: string }][]).map(([name, rule]) => [name, new RegExp(`^${rule.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`)] as const);

const screenOf = (link: string) => patterns.find(([, pattern]) => pattern.test(link.split('?')[0]!))?.[0];

/**
 * Whether the viewer may open a row's link: the manager reads the log, but Checkpoints or Workers
 * would only send them back to the orders list, so their rows say what was done without a link,
 * as the alert banner leaves out lines of screens a viewer cannot open.
 */
export const canOpenLink = (link: string, viewer: AuthUser | null) => {
  const screen = screenOf(link);
  return screen !== undefined && decideScreen(screen, viewer).kind === 'allow';
};
