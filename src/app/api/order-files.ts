import { imagesField, uploadField, zOrderFile, zOrderImage, zOrderImages } from '../../domain/uploads';
import { api } from './client';

const formWith = (field: string, files: readonly File[]) => {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form;
};

/** Invoice files and images of an order (portal spec §7); the server takes one invoice file per request. */
export const orderFilesApi = {
  uploadInvoice: (orderId: number, file: File) => api.upload(`/orders/${orderId}/uploads`, formWith(uploadField, [file]), zOrderFile),
  uploadImages: (orderId: number, files: readonly File[]) => api.upload(`/orders/${orderId}/images`, formWith(imagesField, files), zOrderImages),
  deleteImage: (imageId: number) => api.delete(`/order-images/${imageId}`, zOrderImage),
  /** An invoice file is removed by the path its upload answered with (DELETE /orders/{id}/uploads?path=). */
  deleteUpload: (orderId: number, path: string) => api.delete(`/orders/${orderId}/uploads?${new URLSearchParams({ path })}`, zOrderFile),
};
