import { useState } from 'react';

/**
 * Which record a dialog works on; null where it adds a new one. Closing keeps the record, so the
 * dialog's content stays in place while its closing transition plays.
 */
export const useDialogTarget = <T>() => {
  const [state, setState] = useState<{ target: T | null; opened: boolean }>({ target: null, opened: false });
  return {
    target: state.target,
    opened: state.opened,
    open: (target: T | null) => setState({ target, opened: true }),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
};
