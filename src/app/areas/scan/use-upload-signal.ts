import { useEffect, useRef } from 'react';
import type { ScanSignal } from '../../scanner/scan-tones';
import type { ScanUpload } from './scan-upload';

type Signal = (kind: ScanSignal) => void;

/** An answered submit: ok when every code went through, 'Not paid' when the only refusals were unpaid packages. */
const doneSignal = (upload: Extract<ScanUpload, { state: 'done' }>): ScanSignal => {
  if (upload.success) return 'ok';
  return upload.results.every((result) => result.status !== 'unknown') && upload.results.some((result) => result.status === 'unpaid') ? 'unpaid' : 'unknown';
};

/** One sound and flash when the server has answered a submit: the error ones when any code was refused or the upload was. */
export const useUploadSignal = (rowId: string | null, upload: ScanUpload | null, signal: Signal) => {
  const signalRef = useRef(signal);
  useEffect(() => {
    signalRef.current = signal;
  });
  const kind = upload?.state === 'done' ? doneSignal(upload) : upload?.state === 'failed' ? 'unknown' : null;
  useEffect(() => {
    if (rowId && kind) signalRef.current(kind);
  }, [rowId, kind]);
};
