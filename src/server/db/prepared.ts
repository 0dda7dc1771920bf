import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();
const names = new Set<string>();

/**
 * A statement of a hot path, compiled to SQL text once and run as a named prepared statement:
 * each connection parses and plans it once, then only binds and executes. Values go in through
 * `sql.placeholder(name)`. A name stands for one text on every connection, so each is taken once.
 */
export const preparedStatement = <Row extends QueryResultRow, Values extends Record<string, unknown>>(name: string, query: SQL) => {
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const compiled = dialect.sqlToQuery(query);
  return (db: Db, values: Values): Promise<QueryResult<Row>> =>
    db._.session.prepareQuery<{ execute: QueryResult<Row>; all: unknown; values: unknown }>(compiled, undefined, name, false).execute(values);
};
