import { z } from 'zod';
import { listOf } from './common';
import { zOrderFile, zOrderImage } from './orders';

export { zOrderFile, zOrderImage };
export type OrderFile = z.infer<typeof zOrderFile>;
export type OrderImage = z.infer<typeof zOrderImage>;

/** Portal spec §5: up to 5 invoice files and 5 images per order, each at most 10 MB. */
export const maxUploadBytes = 10 * 1024 * 1024;
export const maxUploadSizeLabel = '10MB';
export const maxInvoiceFiles = 5;
export const maxOrderImages = 5;

/** The multipart field names of portal spec §7. */
export const uploadField = 'file';
export const imagesField = 'images';

type FileKind = { mime: string; extensions: readonly string[]; signature: readonly number[] };

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file is, known by its first bytes: the name alone proves nothing. */
export const fileKinds = {
  png: { mime: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'], signature: ascii('%PDF-') },
  doc: { mime: 'application/msword', extensions: ['doc'], signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
} as const satisfies Record<string, FileKind>;
export type FileKindName = keyof typeof fileKinds;

export const invoiceFileKinds = ['png', 'jpeg', 'pdf', 'doc'] as const satisfies readonly FileKindName[];
export const imageFileKinds = ['png', 'jpeg'] as const satisfies readonly FileKindName[];

/** The longest signature: how many leading bytes a check needs. */
export const signatureLength = Math.max(...Object.values(fileKinds).map((kind) => kind.signature.length));

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

const startsWith = (head: Uint8Array, signature: readonly number[]) => head.length >= signature.length && signature.every((byte, i) => head[i] === byte);

/** The kind a file's name claims among the allowed ones, or undefined. */
export const kindByName = (fileName: string, allowed: readonly FileKindName[]): FileKindName | undefined => {
  const extension = extensionOf(fileName);
  return allowed.find((kind) => (fileKinds[kind].extensions as readonly string[]).includes(extension));
};

/** True when the first bytes are those of the kind the name claims. */
export const contentMatches = (kind: FileKindName, head: Uint8Array) => startsWith(head, fileKinds[kind].signature);

export const uploadMessages = {
  /** Portal spec §5: 'This file exceeds the {{ maxFilesize }} limit.' with the size filled in. */
  tooLarge: `This file exceeds the ${maxUploadSizeLabel} limit.`,
  invoiceType: 'Invoice files must be PNG, JPG, PDF or Word (.doc) documents.',
  imageType: 'Images must be PNG or JPG files.',
  fileRequired: 'Choose a file to upload.',
  oneFile: 'Send one invoice file per request.',
  invoicesFull: `An order holds at most ${maxInvoiceFiles} invoice files. Remove one before adding another.`,
  imagesFull: `An order holds at most ${maxOrderImages} images. Remove one before adding another.`,
} as const;

/** Where a stored file is served; answers carry it as a link signed for their user (server http/file-links.ts). */
export const fileUrl = (path: string) => `/api/files/${path}`;

export const zOrderImages = listOf(zOrderImage).meta({ id: 'OrderImages' });

/** DELETE /orders/{id}/uploads?path=: an invoice file is removed by the path the upload answered with. */
export const zDeleteUploadQuery = z.object({ path: z.string({ error: 'Path is required' }).trim().min(1, { error: 'Path is required' }).max(200) });
