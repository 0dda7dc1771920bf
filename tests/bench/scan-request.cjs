'use strict';

/**
 * autocannon's worker thread loads this by path and calls it before every request (a worker
 * cannot take a function, and it resets the per-connection context after each request, so the
 * position lives here). The batches walk the pool from a random start, each a run of consecutive
 * packages, the way a shelf or a shipment box is scanned: packages that arrived together were
 * created together. Every batch goes to a random checkpoint with a fresh Idempotency-Key, as the
 * app sends it.
 */
let next = -1;

module.exports = (request) => {
  const pool = request.scanPool;
  if (next < 0) next = Math.floor(Math.random() * pool.codes.length);
  const codes = [];
  for (let i = 0; i < pool.batch; i++) codes.push(pool.codes[(next + i) % pool.codes.length]);
  next = (next + pool.batch) % pool.codes.length;
  const checkpoint = pool.checkpoints[Math.floor(Math.random() * pool.checkpoints.length)];
  return {
    ...request,
    headers: { ...request.headers, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ userID: pool.userID, data: { checkpoint, qrcodes: codes } }),
  };
};
