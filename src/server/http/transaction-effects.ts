import type { FastifyInstance, FastifyRequest } from 'fastify';

type Effect = () => Promise<unknown>;
type Pending = { committed: Effect[]; rolledBack: Effect[] };

const pending = new WeakMap<FastifyRequest, Pending>();

const pendingOf = (request: FastifyRequest) => {
  let effects = pending.get(request);
  if (!effects) pending.set(request, (effects = { committed: [], rolledBack: [] }));
  return effects;
};

/**
 * What lives outside a request's transaction follows its outcome here: a removed file goes only
 * once the row's deletion has committed, a new file goes again if its row did not, a mail about a
 * change goes only once the change is kept. The mutations layer commits in its onSend hook, which
 * runs before this one, exactly when the answer is below 400; a failed commit sends a 500 through
 * these hooks again. So by the time the client hears the answer, the effects have run (an effect
 * that must not hold up the answer, such as mail, hands its work to the background).
 */
export type TransactionEffects = { whenCommitted: (effect: Effect) => void; whenRolledBack: (effect: Effect) => void };

export const transactionEffectsOf = (request: FastifyRequest): TransactionEffects => ({
  whenCommitted: (effect) => pendingOf(request).committed.push(effect),
  whenRolledBack: (effect) => pendingOf(request).rolledBack.push(effect),
});

/** Registered after the mutations layer's own onSend, so that the transaction has ended when these run. */
export const registerTransactionEffects = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const effects = pending.get(request);
    if (!effects) return payload;
    pending.delete(request);
    const due = reply.statusCode < 400 ? effects.committed : effects.rolledBack;
    for (const result of await Promise.allSettled(due.map((effect) => effect()))) {
      if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'an effect after the transaction failed');
    }
    return payload;
  });
};
