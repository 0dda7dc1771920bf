import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { AuthUser } from '../../../domain/auth';
import { attachmentField, shipmentMessages, type AttachmentResult, type ShipmentAttachment } from '../../../domain/shipments';
import { contentMatches, extensionOf, fileKinds, kindByName, type FileKindName } from '../../../domain/uploads';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/app-error';
import type { TransactionEffects } from '../../http/transaction-effects';
import { shipmentFolder, type FileStore } from '../../storage/file-store';
import type { FileParts } from '../../http/multipart';
import { displayName, withCleanUp } from '../uploads/service';
import { attachmentsOfShipment, insertAttachments } from './attachment-queries';
import { presentAttachment } from './present';
import { findShipment, lockShipment } from './queries';

export type AttachmentContext = { db: Db; user: AuthUser; store: FileStore; effects: TransactionEffects; claim: (bodyDigest: string) => Promise<void> };

/** Finance spec §5: png, jpg, jpeg or pdf. */
const attachmentKinds = ['png', 'jpeg', 'pdf'] as const satisfies readonly FileKindName[];

type Stored = { path: string; fileName: string; mimeType: string; sizeBytes: number };
/** One part's outcome, and what the client sent of it (its name and bytes) for the Idempotency-Key. */
type Outcome = { fileName: string; sent: string } & ({ stored: Stored } | { error: string });

/** Stores one part when its name and first bytes agree on an allowed kind; otherwise says why not. */
const storePart = async (store: FileStore, shipmentId: number, part: MultipartFile, written: string[], fail: FileParts['fail']): Promise<Outcome> => {
  const extension = extensionOf(part.filename);
  const fileName = displayName(part.filename, extension);
  const kind = kindByName(part.filename, attachmentKinds);
  if (!kind) {
    part.file.resume();
    return { fileName, sent: `${JSON.stringify(part.filename)} refused by name`, error: shipmentMessages.attachmentType };
  }
  const path = store.newPath(shipmentFolder(shipmentId), extension);
  written.push(path);
  const { size, head, digest } = await store.write(path, part.file).catch(fail);
  const sent = `${JSON.stringify(part.filename)} ${digest}`;
  const refused = part.file.truncated ? shipmentMessages.attachmentTooLarge : contentMatches(kind, head) ? null : shipmentMessages.attachmentType;
  if (refused) {
    await store.remove(path);
    return { fileName, sent, error: refused };
  }
  return { fileName, sent, stored: { path, fileName, mimeType: fileKinds[kind].mime, sizeBytes: size } };
};

export const listAttachments = async (db: Db, shipmentId: number): Promise<{ data: ShipmentAttachment[] }> => {
  if (!(await findShipment(db, shipmentId))) throw notFound('Shipment');
  return { data: (await attachmentsOfShipment(db, shipmentId)).map(presentAttachment) };
};

/**
 * Up to five files in the field `file`, each kept or refused on its own: the answer has a result per
 * file, so one wrong file does not cost the others. Files go once the request is refused or rolled back.
 */
export const uploadAttachments = (ctx: AttachmentContext, shipmentId: number, parts: FileParts): Promise<{ data: AttachmentResult[] }> =>
  withCleanUp(ctx, parts, async (written) => {
    if (!(await lockShipment(ctx.db, shipmentId))) throw notFound('Shipment');
    const outcomes: Outcome[] = [];
    for await (const part of parts.files()) {
      if (part.fieldname !== attachmentField) {
        part.file.resume();
        continue;
      }
      outcomes.push(await storePart(ctx.store, shipmentId, part, written, parts.fail));
    }
    if (outcomes.length === 0) throw invalid({ [attachmentField]: shipmentMessages.attachmentRequired }, shipmentMessages.attachmentRequired);
    await ctx.claim(createHash('sha256').update(outcomes.map((o) => o.sent).join('\n')).digest('hex'));
    const stored = outcomes.flatMap((o) => ('stored' in o ? [o.stored] : []));
    const rows = stored.length === 0 ? [] : await insertAttachments(ctx.db, stored.map((file) => ({ shipmentId, ...file, uploadedBy: ctx.user.id })));
    const byPath = new Map(rows.map((row) => [row.path, row]));
    return {
      data: outcomes.map((o): AttachmentResult =>
        'stored' in o
          ? { file_name: o.fileName, ok: true, attachment: presentAttachment({ attachment: byPath.get(o.stored.path)!, uploadedBy: `${ctx.user.first_name} ${ctx.user.last_name}` }) }
          : { file_name: o.fileName, ok: false, error: o.error },
      ),
    };
  });
