import { ActionIcon, Anchor, Divider, Image, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Order } from '../../../../domain/orders';
import { maxOrderImages, maxUploadSizeLabel } from '../../../../domain/uploads';
import { FormDialog } from '../../../components/form-dialog';
import { OrderDetailFileUpload } from './file-upload';
import type { useOrderFiles } from './use-files';

type Props = { order: Order; opened: boolean; onClose: () => void; canManage: boolean; files: ReturnType<typeof useOrderFiles> };

/** Uploaded Images: thumbnails that open full size; staff add and delete them. */
export const OrderDetailImagesDialog = ({ order, opened, onClose, canManage, files }: Props) => {
  const removing = files.removingKey?.kind === 'image' ? files.removingKey.id : null;
  return (
    <FormDialog opened={opened} onClose={onClose} title="Uploaded Images">
      <Stack gap="sm">
        {order.images.length === 0 ? (
          <Text c="dimmed">No images have been uploaded for this order.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-label="Order images">
            {order.images.map((image) => (
              <Paper key={image.id} withBorder p={4} radius="sm" pos="relative">
                <Anchor href={image.url} target="_blank" rel="noopener" aria-label={`Open ${image.file_name}`}>
                  <Image src={image.url} alt={image.file_name} h={120} fit="cover" radius="sm" />
                </Anchor>
                <Text size="xs" mt={4} truncate="end" title={image.file_name}>
                  {image.file_name}
                </Text>
                {canManage && (
                  <Tooltip label="Delete">
                    <ActionIcon
                      pos="absolute"
                      top={8}
                      right={8}
                      color="red"
                      size="xl"
                      aria-label={`Delete ${image.file_name}`}
                      loading={removing === image.id}
                      onClick={() => void files.deleteImage(image.id, image.file_name)}
                    >
                      <IconTrash size={20} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {canManage && (
          <>
            <Divider />
            <OrderDetailFileUpload
              label="Images"
              hint={`PNG or JPG; up to ${maxOrderImages} images of at most ${maxUploadSizeLabel} each.`}
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              room={maxOrderImages - order.images.length}
              pending={files.uploading === 'images'}
              onUpload={files.uploadImages}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
};
