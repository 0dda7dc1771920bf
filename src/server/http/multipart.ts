import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartBaseOptions, Multipart, MultipartFile } from '@fastify/multipart';
import { ErrorCode } from '../../domain/errors';
import { uploadMessages } from '../../domain/uploads';
import { AppError } from './app-error';

export const fileTooLarge = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, uploadMessages.tooLarge);

/** The plugin's own errors, answered in the API's words instead of as a 500 or a bare 413. */
const translate = (error: unknown, tooManyFiles: () => AppError): unknown => {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the file as multipart/form-data.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'The upload has too many parts.');
    default:
      // Busboy's own complaints (a cut-off or malformed body) carry no status: the request was bad.
      return new AppError(ErrorCode.VALIDATION, 'The upload was interrupted or is not valid multipart data.');
  }
};

export type FileParts = {
  /** The file parts in arrival order; fields are skipped. An oversized file fails the request (413), or with `perFile` arrives cut short with `file.truncated` set. */
  files: () => AsyncGenerator<MultipartFile>;
  /**
   * For a promise's catch while a part's bytes are read: a body that breaks off or is malformed is
   * the client's fault (400), so only errors of the disk itself stay unanswered as such.
   */
  fail: (error: unknown) => never;
  /**
   * Reads and discards whatever the client is still sending. A browser that is refused halfway
   * through an upload only sees the answer once its body has gone out, so an early refusal
   * must still take the rest of the body.
   */
  drain: () => Promise<void>;
};

type PartsOptions = {
  /** An oversized file arrives cut short with `truncated` set instead of failing the whole request, for uploads that answer each file on its own. */
  perFile?: boolean;
  /** Hears each text field as it arrives, for a form that sends fields beside its file. */
  onField?: (name: string, value: string) => void;
};

export const fileParts = (request: FastifyRequest, tooManyFiles: () => AppError, { perFile = false, onField }: PartsOptions = {}): FileParts => {
  let parts: AsyncIterableIterator<Multipart> | undefined;
  // The plugin's types leave throwFileSizeLimit off parts(), which hands its options on as files() does.
  const perFileOptions: FastifyMultipartBaseOptions = { throwFileSizeLimit: false };
  const open = () => request.parts(perFile ? (perFileOptions as Parameters<FastifyRequest['parts']>[0]) : undefined);
  let current: MultipartFile | undefined;

  async function* files() {
    try {
      parts = open();
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        if (next.value.type !== 'file') {
          onField?.(next.value.fieldname, String(next.value.value));
          continue;
        }
        current = next.value;
        // A part is a file by its type (application/octet-stream) even without a filename in its
        // header; the plugin then leaves the name undefined, which every reader takes for a string.
        current.filename ??= '';
        yield current;
      }
    } catch (error) {
      throw translate(error, tooManyFiles);
    }
  }

  const drain = async () => {
    current?.file.resume();
    if (!request.isMultipart()) return;
    try {
      parts ??= open();
      for (let next = await parts.next(); !next.done; next = await parts.next()) {
        if (next.value.type === 'file') next.value.file.resume();
      }
    } catch {
      // The answer is already decided; a broken rest of the body changes nothing.
    }
  };

  const fail = (error: unknown): never => {
    throw (error as NodeJS.ErrnoException).syscall ? error : translate(error, tooManyFiles);
  };

  return { files, drain, fail };
};
