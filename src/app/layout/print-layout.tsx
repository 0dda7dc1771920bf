import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** Screens that print (the package label): nothing around them, not even a loader, so only the page itself prints. */
export const PrintLayout = () => (
  <Suspense fallback={null}>
    <Outlet />
  </Suspense>
);
