import type { ErrorBody } from '../../domain/common';

/** An answer other than 2xx, with the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ErrorBody['error'] | null) {
    super(body?.message ?? (status === 0 ? 'The server could not be reached. Check your connection.' : `Request failed (${status}).`));
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.fields = body?.fields ?? {};
  }
}
