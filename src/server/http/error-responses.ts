import { zErrorBody } from '../../domain/common';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The error answers a route declares, each of them the one error body (ARCHITECTURE, Contracts):
 * a route names the statuses it can give, and the OpenAPI document lists exactly those.
 */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  // fromEntries cannot carry the keys' types; the statuses given are exactly the keys made.
  Object.fromEntries(statuses.map((status) => [status, zErrorBody])) as { [K in S]: typeof zErrorBody };
