import { useRef, useState } from 'react';
import { confirmAction } from '../../components/confirm';
import { useScanFeedback } from '../../scanner/scan-feedback';
import { addPending, pendingMessages, removePending, type PendingPackage } from './pending-packages';

/**
 * The tracking numbers waiting to be held. The list lives in a ref as well, so scans arriving
 * faster than React renders each see the ones before them.
 */
export const usePendingPackages = () => {
  const feedback = useScanFeedback();
  const [list, setListState] = useState<PendingPackage[]>([]);
  const listRef = useRef(list);
  const [box, setBox] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);

  const setList = (next: PendingPackage[]) => {
    listRef.current = next;
    setListState(next);
  };

  const add = (raw: string) => {
    const outcome = addPending(listRef.current, raw);
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.error);
      setWarning(null);
      feedback.signal(outcome.error === pendingMessages.repeated ? 'duplicate' : 'unknown');
      return;
    }
    setList(outcome.list);
    setError(null);
    setWarning(outcome.added.warning ? `${outcome.added.tracking_number}: ${outcome.added.warning}` : null);
    feedback.signal(outcome.added.warning ? 'unknown' : 'ok');
  };

  /** Enter in the tracking box. */
  const addFromBox = () => {
    add(box);
    setBox('');
  };

  const remove = async (pkg: PendingPackage) => {
    const confirmed = await confirmAction({
      title: 'Remove this package?',
      message: `${pkg.tracking_number} will be taken off the pending list.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (confirmed) setList(removePending(listRef.current, pkg.tracking_number));
  };

  const clear = () => {
    setList([]);
    setBox('');
    setError(null);
    setWarning(null);
  };

  const editBox = (value: string) => {
    setBox(value);
    setError(null);
  };

  return { list, box, editBox, error, warning, addFromBox, addScan: add, remove: (pkg: PendingPackage) => void remove(pkg), clear };
};
