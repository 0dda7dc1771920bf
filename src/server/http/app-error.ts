import { ErrorCode, errorStatus } from '../../domain/errors';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Sent as Retry-After: how long a client over a limit should wait before it tries again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status() {
    return errorStatus[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} was not found.`);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(ErrorCode.FORBIDDEN, message);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const invalid = (fields: Record<string, string>, message = 'Some fields are invalid.') =>
  new AppError(ErrorCode.VALIDATION, message, fields);
