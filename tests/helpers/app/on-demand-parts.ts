/*
 * The parts the app loads the first time they are shown (src/app/components/on-demand.tsx), already
 * loaded, as a browser has them in its precache: a screen's test sees them open as a user would,
 * not after the test runner first compiles them. The sync panel is loaded with the offline
 * fixtures (offline/offline-fixtures.ts): it reads IndexedDB, which only those tests stand up.
 */
import '../../../src/app/areas/cart/cart-popup';
import '../../../src/app/components/modals-host';
import '../../../src/app/layout/package-stats-window';
import '../../../src/app/session/session-expired-dialog';
