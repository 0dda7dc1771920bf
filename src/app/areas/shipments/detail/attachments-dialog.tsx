import { useState } from 'react';
import { Alert, Anchor, Button, Divider, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { maxAttachmentsPerUpload, shipmentMessages } from '../../../../domain/shipments';
import { maxUploadSizeLabel } from '../../../../domain/uploads';
import { formatDateTime } from '../../../components/display-format';
import { FormDialog } from '../../../components/form-dialog';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../components/error-message';
import { attachmentAccept, attachmentsProblem } from './attachment-problem';
import { AttachmentResults } from './attachment-results';
import { useAttachments } from './use-attachments';

type Props = { shipmentId: number; notes: string | null; opened: boolean; onClose: () => void };

const Attachments = ({ shipmentId, notes }: Pick<Props, 'shipmentId' | 'notes'>) => {
  const attachments = useAttachments(shipmentId);
  const [files, setFiles] = useState<File[]>([]);
  const problem = attachmentsProblem(files);
  const { list, upload } = attachments;
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Notes
      </Title>
      <Text size="sm" c={notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {notes || 'This shipment has no notes.'}
      </Text>
      <Divider />
      <Title order={3} size="h5">
        Attachments
      </Title>
      <QueryState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} empty={shipmentMessages.noAttachments} onRetry={() => void list.refetch()}>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Attachments">
          {rows.map((file) => (
            <li key={file.id}>
              <Anchor href={file.url} target="_blank" rel="noopener" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {file.file_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {file.uploaded_by} · {formatDateTime(file.created_at)}
              </Text>
            </li>
          ))}
        </Stack>
      </QueryState>
      <Divider />
      <FileInput
        multiple
        clearable
        label="Add files"
        description={`PNG, JPG or PDF; up to ${maxAttachmentsPerUpload} files at a time, each at most ${maxUploadSizeLabel}.`}
        placeholder="Choose files"
        accept={attachmentAccept}
        value={files}
        onChange={setFiles}
        error={problem}
        disabled={upload.isPending}
        size="md"
        clearButtonProps={{ 'aria-label': 'Clear chosen files' }}
        // Mantine's placeholder grey is below 4.5:1 on white; the theme's dimmed grey passes.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={18} />}
          mih={44}
          loading={upload.isPending}
          disabled={files.length === 0 || problem !== null}
          onClick={() => upload.mutate(files, { onSuccess: () => setFiles([]) })}
        >
          Upload
        </Button>
      </Group>
      {upload.error && (
        <Alert color="red" role="alert" title="Nothing was uploaded">
          {errorMessage(upload.error)}
        </Alert>
      )}
      <AttachmentResults results={attachments.results} />
    </Stack>
  );
};

/** Notes & attachments (finance spec §2): the shipment's notes, its files opening in a new tab, and uploads. */
export const AttachmentsDialog = ({ shipmentId, notes, opened, onClose }: Props) => (
  <FormDialog opened={opened} onClose={onClose} title={`Notes & attachments of shipment #${shipmentId}`}>
    <Attachments shipmentId={shipmentId} notes={notes} />
  </FormDialog>
);
