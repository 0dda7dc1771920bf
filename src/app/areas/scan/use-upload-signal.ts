import { useEffect, useRef } from 'react';
import type { ScanUpload } from './scan-upload';

type Signal = (kind: 'ok' | 'duplicate' | 'unknown') => void;

/** One sound when the server has answered a submit: the error sound when any code was unknown or the upload was refused. */
export const useUploadSignal = (rowId: string | null, upload: ScanUpload | null, signal: Signal) => {
  const signalRef = useRef(signal);
  useEffect(() => {
    signalRef.current = signal;
  });
  const kind = upload?.state === 'done' ? (upload.success ? 'ok' : 'unknown') : upload?.state === 'failed' ? 'unknown' : null;
  useEffect(() => {
    if (rowId && kind) signalRef.current(kind);
  }, [rowId, kind]);
};
