import type { ZodType } from 'zod';
import type { AppWithAdmin } from './app-with-admin';

type Headers = Record<string, string>;

/** What a test file tells the shared cases about one list only admins edit (checkpoints, offices, taxes). */
type ListParts<R extends { id: number }> = {
  /** The singular the shared test titles use: 'checkpoint'. */
  noun: string;
  /** The answer to a create, update or delete. */
  schema: ZodType<{ id: number }>;
  /** A valid create or update body, different at each call, with the overrides on top. */
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** The columns that show that an update with this body was stored. */
  rowHolds: (body: Record<string, unknown>) => Record<string, unknown>;
  insert: () => Promise<R>;
  rowOf: (id: number) => Promise<R | undefined>;
  count: () => Promise<number>;
  logsOf: (id: number) => PromiseLike<unknown[]>;
};

/** One such list: the file's parts, and its create, update and delete calls, sent as the admin unless told otherwise. */
export const editableList = <R extends { id: number }>(ctx: AppWithAdmin, path: string, parts: ListParts<R>) => ({
  ...parts,
  ctx,
  create: (payload: unknown, headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'POST', url: path, payload: payload as object, headers }),
  update: (id: number | string, payload: unknown, headers: Headers = ctx.admin.headers) =>
    ctx.app.inject({ method: 'PUT', url: `${path}/${id}`, payload: payload as object, headers }),
  remove: (id: number | string, headers: Headers = ctx.admin.headers) => ctx.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers }),
});
export type EditableList<R extends { id: number }> = ReturnType<typeof editableList<R>>;
