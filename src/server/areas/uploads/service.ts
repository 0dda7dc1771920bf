import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { AuthUser } from '../../../domain/auth';
import { isCustomerType } from '../../../domain/constants';
import { ErrorCode } from '../../../domain/errors';
import { stripControlCharacters } from '../../../domain/fields';
import {
  contentMatches,
  extensionOf,
  fileKinds,
  fileUrl,
  imageFileKinds,
  imagesField,
  invoiceFileKinds,
  kindByName,
  maxInvoiceFiles,
  maxOrderImages,
  uploadField,
  uploadMessages,
  type FileKindName,
  type OrderFile,
  type OrderImage,
} from '../../../domain/uploads';
import type { Db } from '../../db/client';
import { AppError, conflict, invalid, notFound } from '../../http/app-error';
import type { TransactionEffects } from '../../http/transaction-effects';
import { fileTooLarge, type FileParts } from '../../http/multipart';
import { countImages, countUploads, deleteImageRow, deleteUploadRow, insertImages, insertUpload, lockLiveOrder, type ImageRow, type UploadRow } from './queries';
import type { FileStore } from '../../storage/file-store';

/** claim: takes the request's Idempotency-Key once the body's files are known (mutations' claimStreamedKey). */
export type UploadContext = { db: Db; user: AuthUser; store: FileStore; effects: TransactionEffects; claim: (bodyDigest: string) => Promise<void> };

/** sent: the part as the client sent it (name and SHA-256 of its bytes), which a retry must repeat exactly. */
type Stored = { path: string; fileName: string; mimeType: string; sizeBytes: number; sent: string };
type Row = Omit<Stored, 'sent'>;

const rowOf = ({ sent: _sent, ...row }: Stored): Row => row;

/** What the request asked to store, for its Idempotency-Key: each file's name and bytes, in order. */
const bodyDigest = (files: readonly Stored[]) => createHash('sha256').update(files.map((file) => file.sent).join('\n')).digest('hex');

const presentUpload = (row: UploadRow): OrderFile => ({
  id: row.id,
  url: fileUrl(row.path),
  path: row.path,
  file_name: row.fileName,
  origin: row.origin,
});

const presentImage = (row: ImageRow): OrderImage => ({ id: row.id, url: fileUrl(row.path), file_name: row.fileName });

/**
 * The name as the user knows it: browsers escape a quote as %22 and line breaks as %0A/%0D in the
 * multipart header (HTML form encoding), and may send folders; control characters are dropped.
 */
export const displayName = (name: string, extension: string) => {
  const unescaped = name.replace(/%22/gi, '"').replace(/%0[ad]/gi, '');
  const base = stripControlCharacters(unescaped.split(/[\\/]/).pop() ?? '').trim();
  return base.slice(-200) || `file.${extension}`;
};

const unsupported = (message: string) => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);

/** A file is kept only when its name and its first bytes agree on one of the allowed kinds. */
const storeFile = async (store: FileStore, orderId: number, part: MultipartFile, allowed: readonly FileKindName[], typeMessage: string, written: string[]): Promise<Stored> => {
  const kind = kindByName(part.filename, allowed);
  if (!kind) throw unsupported(typeMessage);
  const extension = extensionOf(part.filename);
  const path = store.newPath(orderId, extension);
  written.push(path);
  const { size, head, digest } = await store.write(path, part.file);
  if (part.file.truncated) throw fileTooLarge();
  if (!contentMatches(kind, head)) throw unsupported(typeMessage);
  return { path, fileName: displayName(part.filename, extension), mimeType: fileKinds[kind].mime, sizeBytes: size, sent: `${JSON.stringify(part.filename)} ${digest}` };
};

export const removeAll = (store: FileStore, paths: readonly string[]) => Promise.all(paths.map((path) => store.remove(path)));

/**
 * Runs one upload so that a refusal at any step leaves no file behind: files written so far go at
 * once, and, should the transaction holding their rows fail to commit, before the answer goes out.
 */
export const withCleanUp = async <T>(ctx: Pick<UploadContext, 'store' | 'effects'>, parts: FileParts, run: (written: string[]) => Promise<T>): Promise<T> => {
  const written: string[] = [];
  try {
    const result = await run(written);
    ctx.effects.whenRolledBack(() => removeAll(ctx.store, written));
    return result;
  } catch (error) {
    await parts.drain();
    await removeAll(ctx.store, written);
    throw error;
  }
};

/** A customer may reach only their own orders; anyone else's is answered as missing. */
const orderFor = async (ctx: UploadContext, orderId: number) => {
  const order = await lockLiveOrder(ctx.db, orderId);
  if (!order || (isCustomerType(ctx.user.account_type) && order.userId !== ctx.user.id)) throw notFound('Order');
  return order;
};

export const uploadInvoiceFile = (ctx: UploadContext, orderId: number, parts: FileParts): Promise<OrderFile> =>
  withCleanUp(ctx, parts, async (written) => {
    await orderFor(ctx, orderId);
    if ((await countUploads(ctx.db, orderId)) >= maxInvoiceFiles) throw conflict(uploadMessages.invoicesFull);
    let stored: Stored | undefined;
    for await (const part of parts.files()) {
      if (part.fieldname !== uploadField) {
        part.file.resume();
        continue;
      }
      if (stored) throw invalid({ [uploadField]: uploadMessages.oneFile }, uploadMessages.oneFile);
      stored = await storeFile(ctx.store, orderId, part, invoiceFileKinds, uploadMessages.invoiceType, written).catch(parts.fail);
    }
    if (!stored) throw invalid({ [uploadField]: uploadMessages.fileRequired }, uploadMessages.fileRequired);
    await ctx.claim(bodyDigest([stored]));
    const origin = isCustomerType(ctx.user.account_type) ? 'Customer' : 'Manual';
    return presentUpload(await insertUpload(ctx.db, { orderId, ...rowOf(stored), origin, uploadedBy: ctx.user.id }));
  });

export const uploadOrderImages = (ctx: UploadContext, orderId: number, parts: FileParts): Promise<{ data: OrderImage[] }> =>
  withCleanUp(ctx, parts, async (written) => {
    await orderFor(ctx, orderId);
    const existing = await countImages(ctx.db, orderId);
    if (existing >= maxOrderImages) throw conflict(uploadMessages.imagesFull);
    const stored: Stored[] = [];
    for await (const part of parts.files()) {
      if (part.fieldname !== imagesField) {
        part.file.resume();
        continue;
      }
      if (existing + stored.length >= maxOrderImages) throw conflict(uploadMessages.imagesFull);
      stored.push(await storeFile(ctx.store, orderId, part, imageFileKinds, uploadMessages.imageType, written).catch(parts.fail));
    }
    if (stored.length === 0) throw invalid({ [imagesField]: uploadMessages.fileRequired }, uploadMessages.fileRequired);
    await ctx.claim(bodyDigest(stored));
    const rows = await insertImages(ctx.db, stored.map((file) => ({ orderId, ...rowOf(file), uploadedBy: ctx.user.id })));
    return { data: rows.map(presentImage) };
  });

export const deleteOrderImage = async (ctx: UploadContext, id: number): Promise<OrderImage> => {
  const row = await deleteImageRow(ctx.db, id);
  if (!row) throw notFound('Image');
  ctx.effects.whenCommitted(() => ctx.store.remove(row.path));
  return presentImage(row);
};

/** The path as the upload answered it; its file URL, signed link or not, is accepted as well. */
const storedPathOf = (pathOrUrl: string) => (pathOrUrl.startsWith(fileUrl('')) ? pathOrUrl.slice(fileUrl('').length).split('?')[0]! : pathOrUrl);

export const deleteInvoiceFile = async (ctx: UploadContext, orderId: number, path: string): Promise<OrderFile> => {
  await orderFor(ctx, orderId);
  const row = await deleteUploadRow(ctx.db, orderId, storedPathOf(path));
  if (!row) throw notFound('Invoice file');
  ctx.effects.whenCommitted(() => ctx.store.remove(row.path));
  return presentUpload(row);
};
