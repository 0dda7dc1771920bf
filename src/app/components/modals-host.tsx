import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';

/**
 * Mantine's modals manager, loaded the first time something asks for a confirmation. It listens
 * for the `modals` calls itself; `onReady` runs after its listeners are in place (a later sibling's
 * effect runs after the earlier sibling's), so the first question is not sent to nobody.
 */
export const ModalsHost = ({ onReady }: { onReady: () => void }) => (
  <>
    <ModalsProvider />
    <Ready onReady={onReady} />
  </>
);

const Ready = ({ onReady }: { onReady: () => void }) => {
  useEffect(onReady, [onReady]);
  return null;
};
