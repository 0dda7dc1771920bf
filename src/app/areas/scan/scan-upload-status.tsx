import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react';
import { readableTitle } from '../../components/readable-title';
import { ScanCodeResults } from './scan-code-results';
import type { ScanUpload } from './scan-upload';

const scansText = (count: number) => (count === 1 ? '1 scan' : `${count} scans`);

type Props = { upload: ScanUpload; actions: ReactNode; onRecheck: (codes: string[]) => void; onResend: () => void };

const wrapping = { label: { whiteSpace: 'normal' } } as const;

/** What became of the last submit: saved on the device, uploading, the server's answer, or a refusal. */
export const ScanUploadStatus = ({ upload, actions, onRecheck, onResend }: Props) => {
  if (upload.state === 'queued')
    return (
      <Alert color="gray" variant="light" icon={<IconDeviceFloppy size={20} />} role="status">
        <Text fw={600}>Saved on this device — {scansText(upload.count)} will upload when reconnected.</Text>
      </Alert>
    );
  if (upload.state === 'sending')
    return (
      <Alert color="blue" variant="light" icon={<IconCloudUpload size={20} />} role="status">
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text fw={600}>Uploading {scansText(upload.count)}…</Text>
        </Group>
      </Alert>
    );
  if (upload.state === 'failed')
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert" title={upload.message} styles={readableTitle}>
        <Text size="sm">{upload.reason}</Text>
        <Group mt="sm" gap="sm">
          {actions}
        </Group>
      </Alert>
    );
  const unknown = upload.results.filter((result) => result.status === 'unknown').map((result) => result.code);
  const unpaid = upload.results.some((result) => result.status === 'unpaid');
  return (
    <Alert
      color={upload.success ? 'green' : 'red'}
      variant="light"
      icon={upload.success ? <IconCircleCheck size={20} /> : <IconAlertTriangle size={20} />}
      role={upload.success ? 'status' : 'alert'}
      title={upload.message}
      styles={readableTitle}
    >
      <ScanCodeResults results={upload.results} />
      {(unknown.length > 0 || unpaid) && (
        <Group mt="sm" gap="sm">
          {unknown.length > 0 && (
            <Button variant="default" mih={48} h="auto" py={6} styles={wrapping} onClick={() => onRecheck(unknown)}>
              Put the unknown codes back in the list
            </Button>
          )}
          {/* Once the customer has paid at the counter, the same packages go through as a new scan. */}
          {unpaid && (
            <Button variant="default" mih={48} h="auto" py={6} styles={wrapping} onClick={onResend}>
              Resend the unpaid codes
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
};
