import { lazy, Suspense, type ComponentProps } from 'react';
import { ScreenLoader } from '../components/screen-loader';

/*
 * The camera and @zxing/browser, which brings the pure-JS zxing library with it (a third of the
 * scan route's JavaScript), load when a worker first opens the camera, not with the screen: most
 * scanning is by wedge scanner. The chunk is precached with the rest, so it opens offline too.
 */
const CameraScanner = lazy(() => import('./camera-scanner').then((module) => ({ default: module.CameraScanner })));

export const LazyCameraScanner = (props: ComponentProps<typeof CameraScanner>) => (
  <Suspense fallback={<ScreenLoader />}>
    <CameraScanner {...props} />
  </Suspense>
);
