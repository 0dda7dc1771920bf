import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, Textarea, Title } from '@mantine/core';
import { IconCamera, IconCameraOff, IconSend } from '@tabler/icons-react';
import { readableTitle } from '../../components/readable-title';
import { errorMessage } from '../../components/error-message';
import { useOutboxRows, useSyncState } from '../../offline/hooks/use-outbox';
import { useShowingRow } from '../../offline/hooks/use-shown-rows';
import { LazyCameraScanner } from '../../scanner/lazy-camera-scanner';
import { ScanFlash } from '../../scanner/scan-flash';
import { useWedgeScanner } from '../../scanner/use-wedge-scanner';
import { ScanCheckpointSelect, useScanCheckpoints } from './scan-checkpoint-select';
import { ScanCodeList } from './scan-code-list';
import { FailedScanActions, ScanFailedUploads } from './scan-failed-uploads';
import { ScanHowTo } from './scan-how-to';
import { ScanUploadStatus } from './scan-upload-status';
import { describeUpload } from './scan-upload';
import { useFailedUploadActions } from './use-failed-upload-actions';
import { useFixLanding } from './use-fix-landing';
import { useScanForm } from './use-scan-form';
import { useUploadSignal } from './use-upload-signal';

/** Scan packages (/packages/scan): codes from a hardware scanner, the camera or the keyboard, queued on this device and uploaded. */
export const ScanScreen = () => {
  const form = useScanForm();
  const checkpoints = useScanCheckpoints();
  const sync = useSyncState();
  const rows = useOutboxRows({ kind: 'scan' });
  const [camera, setCamera] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const failures = useFailedUploadActions(form);

  useWedgeScanner(form.addScan, { dedupe: true });
  useFixLanding(failures.show);
  // The answer to the last submit is told here; the notice on top would only say it again.
  useShowingRow(failures.submittedId);

  const submittedRow = rows.find((row) => row.id === failures.submittedId);
  const upload = submittedRow ? describeUpload(submittedRow, sync.online) : null;
  useUploadSignal(failures.submittedId, upload, form.feedback.signal);
  // After a submit (or landing on a row to fix) its answer is brought into view: on a phone the
  // Submit button sits below the fold of the status box.
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failures.submittedId) statusRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [failures.submittedId]);
  const failed = rows.filter((row) => row.isMine && row.status === 'failed' && row.id !== failures.submittedId && row.id !== failures.editingId);
  const checkpointName = (id: number) => checkpoints.data?.data.find((checkpoint) => checkpoint.id === id)?.name ?? `checkpoint ${id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.validPayload();
    if (!payload) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await failures.submit(payload);
      form.clear();
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Scan packages</Title>
        <Switch
          label="Sound"
          size="lg"
          checked={form.feedback.soundOn}
          onChange={(event) => form.feedback.setSoundOn(event.currentTarget.checked)}
          styles={{ body: { minHeight: 48, alignItems: 'center' } }}
        />
      </Group>
      {failures.editingId && (
        <Alert color="blue" variant="light" title="Editing scans that did not upload" styles={readableTitle}>
          Correct the checkpoint or the codes, then press Submit to send them again.
          <Group mt="sm">
            <Button variant="default" mih={48} onClick={failures.cancelEdit}>
              Stop editing
            </Button>
          </Group>
        </Alert>
      )}
      {submitError && (
        <Alert color="red" role="alert" title="The scans were not saved" styles={readableTitle}>
          {submitError}
        </Alert>
      )}
      <div ref={statusRef} style={{ scrollMarginTop: 72 }}>
        {submittedRow && upload && (
          <ScanUploadStatus
            upload={upload}
            onRecheck={(codes) => failures.recheck(submittedRow, codes)}
            onResend={() => failures.resend(submittedRow)}
            actions={<FailedScanActions row={submittedRow} onEdit={failures.edit} onDiscard={failures.discard} />}
          />
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Scan form">
          <Stack gap="md">
            <ScanCheckpointSelect checkpoints={checkpoints} value={form.checkpoint} onChange={form.setCheckpoint} error={form.errors.checkpoint} />
            <Textarea
                label="Package codes"
              description="One code per line"
              withAsterisk
              value={form.list.text}
              onChange={(event) => form.editText(event.currentTarget.value)}
              error={form.errors.codes}
              // A fixed height: autosize measures the layout on every key, which a burst of scanner keys feels.
              rows={8}
              resize="vertical"
              size="lg"
              spellCheck={false}
              autoCapitalize="characters"
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            {/* Side by side only where the form column is wide enough for both labels. */}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="sm">
              <Button
                size="lg"
                variant="default"
                leftSection={camera ? <IconCameraOff size={20} /> : <IconCamera size={20} />}
                onClick={() => setCamera((open) => !open)}
                aria-expanded={camera}
              >
                {camera ? 'Close camera' : 'Scan with camera'}
              </Button>
              <Button size="lg" type="submit" loading={submitting} leftSection={<IconSend size={20} />}>
                Submit
              </Button>
            </SimpleGrid>
            {camera && <LazyCameraScanner onDecode={(code) => form.addScan(code)} />}
          </Stack>
        </form>
        <Stack gap="md">
          <ScanCodeList codes={form.codes} latest={form.list.latest} duplicateOf={form.duplicateOf} />
          <ScanHowTo />
        </Stack>
      </SimpleGrid>
      <ScanFlash flash={form.feedback.flash} />
      <ScanFailedUploads rows={failed} checkpointName={checkpointName} onEdit={failures.edit} onDiscard={failures.discard} />
    </Stack>
  );
};
