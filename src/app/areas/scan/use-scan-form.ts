import { useMemo, useRef, useState } from 'react';
import type { ScanPayload } from '../../offline/store/outbox-schema';
import { useScanFeedback } from '../../scanner/scan-feedback';
import { readStored, removeStored, writeStored } from '../../storage/local-storage';
import { kindOfCode } from './code-kind';
import { checkScanForm, type ScanFormErrors } from './scan-form-check';
import { codesOf, editScanList, emptyScanList, loadScanList, scanCodesOf, scanIntoList, type ScanList } from './scan-list';

/** A checkpoint scanner stays at one checkpoint all shift; the select remembers it on this device. */
const rememberedCheckpoint = () => readStored('scanCheckpoint');

const now = () => new Date().toISOString();

/**
 * The scan form's state: checkpoint, codes, field errors and the feedback of each scan. The list
 * lives in a ref as well, so scans arriving faster than React renders each see the codes before them.
 */
export const useScanForm = () => {
  const feedback = useScanFeedback();
  const [checkpoint, setCheckpointState] = useState<number | null>(rememberedCheckpoint);
  const [list, setListState] = useState<ScanList>(emptyScanList);
  const listRef = useRef(list);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [errors, setErrors] = useState<ScanFormErrors>({});
  const codes = useMemo(() => codesOf(list.text), [list.text]);

  const setList = (next: ScanList) => {
    listRef.current = next;
    setListState(next);
  };

  const setCheckpoint = (id: number | null) => {
    setCheckpointState(id);
    if (id === null) removeStored('scanCheckpoint');
    else writeStored('scanCheckpoint', id);
    setErrors(({ checkpoint: _, ...rest }) => rest);
  };

  const editText = (text: string) => {
    setList(editScanList(listRef.current, text, now()));
    setDuplicateOf(null);
    setErrors(({ codes: _, ...rest }) => rest);
  };

  /** A code from the camera or a wedge scanner, each of which already counts a code held in view or scanned twice once. */
  const addScan = (raw: string) => {
    const outcome = scanIntoList(listRef.current, raw, now());
    if (!outcome) return;
    setList(outcome.list);
    setDuplicateOf(outcome.duplicate ? outcome.code : null);
    setErrors(({ codes: _, ...rest }) => rest);
    feedback.signal(outcome.duplicate ? 'duplicate' : kindOfCode(outcome.code).kind === 'unrecognised' ? 'unknown' : 'ok');
  };

  /** The payload to enqueue, or null after showing what is missing. */
  const validPayload = (): ScanPayload | null => {
    const found = checkScanForm({ checkpoint, codes });
    setErrors(found);
    if (checkpoint === null || Object.keys(found).length > 0) return null;
    return { checkpoint, codes: scanCodesOf(listRef.current, now()) };
  };

  const clear = () => {
    setList(emptyScanList);
    setDuplicateOf(null);
    setErrors({});
  };

  const load = (payload: ScanPayload) => {
    setCheckpoint(payload.checkpoint);
    setList(loadScanList(payload.codes));
    setDuplicateOf(null);
    setErrors({});
  };

  return { checkpoint, setCheckpoint, list, codes, editText, addScan, duplicateOf, errors, validPayload, clear, load, feedback };
};
