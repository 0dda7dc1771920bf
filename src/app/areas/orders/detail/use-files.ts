import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFilesApi } from '../../../api/order-files';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../components/error-message';

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** Staff uploads are stored as Manual, which only special users see listed (portal spec §6). */
const hiddenUploadNote = ' Files uploaded by staff are listed for special users only.';

/**
 * Uploads, and removals behind a confirmation, of an order's invoice files and images; the order
 * is reloaded after each. seesOwnUploads: whether this user will find the files they upload in the list.
 */
export const useOrderFiles = (orderId: number, seesOwnUploads: boolean) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['orders', orderId] });
  const [uploading, setUploading] = useState<'invoices' | 'images' | null>(null);

  /** One request per invoice file, as the server takes them; the ones refused are handed back with the server's reason. */
  const uploadInvoices = async (files: File[]) => {
    setUploading('invoices');
    const failed: File[] = [];
    for (const file of files) {
      try {
        await orderFilesApi.uploadInvoice(orderId, file);
      } catch (error) {
        failed.push(file);
        notifyError(`${file.name}: ${errorMessage(error)}`);
      }
    }
    setUploading(null);
    if (failed.length < files.length)
      notifySuccess(`${plural(files.length - failed.length, 'invoice file', 'invoice files')} uploaded.${seesOwnUploads ? '' : hiddenUploadNote}`);
    await refresh();
    return failed;
  };

  const uploadImages = async (files: File[]) => {
    setUploading('images');
    try {
      await orderFilesApi.uploadImages(orderId, files);
      notifySuccess(`${plural(files.length, 'image', 'images')} uploaded.`);
      return [];
    } catch (error) {
      notifyError(errorMessage(error));
      return files;
    } finally {
      setUploading(null);
      await refresh();
    }
  };

  const removal = useMutation({
    mutationFn: (target: { kind: 'invoice'; path: string } | { kind: 'image'; id: number }) =>
      target.kind === 'invoice' ? orderFilesApi.deleteUpload(orderId, target.path) : orderFilesApi.deleteImage(target.id),
    onSuccess: (_answer, target) => notifySuccess(target.kind === 'invoice' ? 'The invoice file was removed.' : 'The image was deleted.'),
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: refresh,
  });

  const removeInvoice = async (path: string, name: string) => {
    const confirmed = await confirmAction({
      title: 'Remove Invoice File',
      message: `Remove ${name} from this order? The file will be deleted.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (confirmed) removal.mutate({ kind: 'invoice', path });
  };

  const deleteImage = async (id: number, name: string) => {
    const confirmed = await confirmAction({ title: 'Delete Image', message: `Delete ${name} from this order?`, confirmLabel: 'Delete', danger: true });
    if (confirmed) removal.mutate({ kind: 'image', id });
  };

  const removingKey = removal.isPending ? removal.variables : null;
  return { uploading, uploadInvoices, uploadImages, removeInvoice, deleteImage, removingKey };
};
