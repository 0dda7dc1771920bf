import { shipmentMessages, maxAttachmentsPerUpload } from '../../../../domain/shipments';
import { kindByName, maxUploadBytes, type FileKindName } from '../../../../domain/uploads';

/** Finance spec §5 and §9: png, jpg, jpeg or pdf. */
export const attachmentKinds = ['png', 'jpeg', 'pdf'] as const satisfies readonly FileKindName[];
export const attachmentAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/**
 * Why the chosen files cannot be sent, in the server's own words, or null. Checked here so nobody
 * waits for a large upload to be refused; the server checks again, and each file's real content.
 */
export const attachmentsProblem = (files: readonly File[]) => {
  if (files.length > maxAttachmentsPerUpload) return shipmentMessages.attachmentsTooMany;
  for (const file of files) {
    if (!kindByName(file.name, attachmentKinds)) return `${file.name}: ${shipmentMessages.attachmentType}`;
    if (file.size > maxUploadBytes) return `${file.name}: ${shipmentMessages.attachmentTooLarge}`;
  }
  return null;
};
