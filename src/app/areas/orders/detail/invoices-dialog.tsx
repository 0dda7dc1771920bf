import { ActionIcon, Anchor, Badge, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import type { Order } from '../../../../domain/orders';
import { maxInvoiceFiles, maxUploadSizeLabel } from '../../../../domain/uploads';
import { FormDialog } from '../../../components/form-dialog';
import { OrderDetailFileUpload } from './file-upload';
import type { useOrderFiles } from './use-files';

const accept = '.png,.jpg,.jpeg,.pdf,.doc,image/png,image/jpeg,application/pdf,application/msword';

type Props = {
  order: Order;
  opened: boolean;
  onClose: () => void;
  canUpload: boolean;
  canRemove: boolean;
  /** Staff who are not special do not see staff uploads listed; they are told so before uploading. */
  manualHidden: boolean;
  files: ReturnType<typeof useOrderFiles>;
};

/** Uploaded Invoices: the files the server lets this user see, each opening in a new tab. */
export const OrderDetailInvoicesDialog = ({ order, opened, onClose, canUpload, canRemove, manualHidden, files }: Props) => {
  const removing = files.removingKey?.kind === 'invoice' ? files.removingKey.path : null;
  return (
    <FormDialog opened={opened} onClose={onClose} title="Uploaded Invoices">
      <Stack gap="sm">
        {order.uploads.length === 0 ? (
          <Text c="dimmed">No invoice files have been uploaded for this order.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Uploaded invoice files">
            {order.uploads.map((upload) => (
              <Paper component="li" key={upload.path} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
                    <Anchor href={upload.url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                      {upload.file_name}
                    </Anchor>
                    <Badge size="sm" variant="outline" color={upload.origin === 'Manual' ? 'grape' : 'blue'}>
                      {upload.origin}
                    </Badge>
                  </Group>
                  {canRemove && (
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="xl"
                        aria-label={`Remove ${upload.file_name}`}
                        loading={removing === upload.path}
                        onClick={() => void files.removeInvoice(upload.path, upload.file_name)}
                      >
                        <IconTrash size={20} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {canUpload && (
          <>
            <Divider />
            <OrderDetailFileUpload
              label="Invoice files"
              hint={`PNG, JPG, PDF or Word (.doc); up to ${maxInvoiceFiles} files of at most ${maxUploadSizeLabel} each.${manualHidden ? ' Files uploaded by staff are listed for special users only.' : ''}`}
              accept={accept}
              room={maxInvoiceFiles - order.uploads.length}
              pending={files.uploading === 'invoices'}
              onUpload={files.uploadInvoices}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
};
