import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { AuthUser } from '../../../domain/auth';
import { parseCents } from '../../../domain/pricing';
import { prealertFileField, prealertMessages, prealertTextFields, zPrealertBody, type Prealert } from '../../../domain/prealerts';
import { contentMatches, extensionOf, fileKinds, invoiceFileKinds, kindByName } from '../../../domain/uploads';
import type { Db } from '../../db/client';
import { conflict, invalid, notFound } from '../../http/app-error';
import type { FileParts } from '../../http/multipart';
import type { TransactionEffects } from '../../http/transaction-effects';
import { prealertFolder, type FileStore } from '../../storage/file-store';
import { displayName, withCleanUp } from '../uploads/service';
import { presentPrealert } from './present';
import { findOpenOfCustomer, findPrealert, insertPrealert, lockCustomer } from './queries';

/** fields: the text fields as the multipart body brought them (the route fills it while the parts are read). */
export type FilingContext = {
  db: Db;
  user: AuthUser;
  store: FileStore;
  effects: TransactionEffects;
  claim: (bodyDigest: string) => Promise<void>;
  fields: ReadonlyMap<string, string>;
};

type StoredFile = { filePath: string; fileName: string; mimeType: string; sizeBytes: number };
/** One file part's outcome, and what the client sent of it (name and SHA-256 of its bytes), which a retry must repeat. */
type FileOutcome = { sent: string } & ({ stored: StoredFile } | { error: string });

/** Kept only when its name and its first bytes agree on an invoice kind and it fits the limit, as an order's invoice file. */
const storeInvoice = async (store: FileStore, customerId: number, part: MultipartFile, written: string[], fail: FileParts['fail']): Promise<FileOutcome> => {
  const kind = kindByName(part.filename, invoiceFileKinds);
  if (!kind) {
    part.file.resume();
    return { sent: `${JSON.stringify(part.filename)} refused by name`, error: prealertMessages.fileType };
  }
  const extension = extensionOf(part.filename);
  const filePath = store.newPath(prealertFolder(customerId), extension);
  written.push(filePath);
  const { size, head, digest } = await store.write(filePath, part.file).catch(fail);
  const sent = `${JSON.stringify(part.filename)} ${digest}`;
  if (part.file.truncated) return { sent, error: prealertMessages.fileTooLarge };
  if (!contentMatches(kind, head)) return { sent, error: prealertMessages.fileType };
  return { sent, stored: { filePath, fileName: displayName(part.filename, extension), mimeType: fileKinds[kind].mime, sizeBytes: size } };
};

const readFile = async (ctx: FilingContext, customerId: number, parts: FileParts, written: string[]) => {
  let outcome: FileOutcome | undefined;
  for await (const part of parts.files()) {
    if (part.fieldname !== prealertFileField) {
      part.file.resume();
      continue;
    }
    if (outcome) throw invalid({ [prealertFileField]: prealertMessages.oneFile }, prealertMessages.oneFile);
    outcome = await storeInvoice(ctx.store, customerId, part, written, parts.fail);
  }
  return outcome;
};

const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
};

/** What the request asked to file, for its Idempotency-Key: the known fields and the file's name and bytes. */
const bodyDigest = (fields: ReadonlyMap<string, string>, file: FileOutcome | undefined) =>
  createHash('sha256')
    .update(JSON.stringify([prealertTextFields.map((name) => fields.get(name) ?? null), file?.sent ?? null]))
    .digest('hex');

/**
 * A customer tells the warehouse a parcel is coming: the fields and an optional invoice file,
 * all or nothing. Every problem of the fields and the file is answered at once (400); the same
 * number still open for this customer is 409. A refused or rolled-back filing keeps no file.
 */
export const filePrealert = (ctx: FilingContext, customerId: number, parts: FileParts): Promise<Prealert> =>
  withCleanUp(ctx, parts, async (written) => {
    const file = await readFile(ctx, customerId, parts, written);
    const parsed = zPrealertBody.safeParse(Object.fromEntries(prealertTextFields.map((name) => [name, ctx.fields.get(name)])));
    const problems: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (file && 'error' in file) problems[prealertFileField] = file.error;
    if (!parsed.success || Object.keys(problems).length > 0) throw invalid(problems);
    await ctx.claim(bodyDigest(ctx.fields, file));
    if (!(await lockCustomer(ctx.db, customerId))) throw notFound('Customer');
    const body = parsed.data;
    if (await findOpenOfCustomer(ctx.db, customerId, body.tracking_number)) throw conflict(prealertMessages.repeated);
    const stored = file && 'stored' in file ? file.stored : undefined;
    const id = await insertPrealert(ctx.db, {
      userId: customerId,
      trackingNumber: body.tracking_number,
      courier: body.courier ?? null,
      vendor: body.vendor,
      description: body.description,
      valueCents: parseCents(body.value),
      ...stored,
    });
    return presentPrealert((await findPrealert(ctx.db, id))!);
  });
