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
 * Files live outside the request's transaction, so they follow its outcome here: a removed file
 * goes only once the row's deletion has committed, and a new file goes again if its row did not.
 * The mutations layer commits in its onSend hook, which runs before this area's, exactly when the
 * answer is below 400; a failed commit sends a 500 through these hooks again. So by the time the
 * client hears the answer, the files already match it.
 */
export type FileEffects = { whenCommitted: (effect: Effect) => void; whenRolledBack: (effect: Effect) => void };

export const fileEffectsOf = (request: FastifyRequest): FileEffects => ({
  whenCommitted: (effect) => pendingOf(request).committed.push(effect),
  whenRolledBack: (effect) => pendingOf(request).rolledBack.push(effect),
});

export const registerFileEffects = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const effects = pending.get(request);
    if (!effects) return payload;
    pending.delete(request);
    const due = reply.statusCode < 400 ? effects.committed : effects.rolledBack;
    for (const result of await Promise.allSettled(due.map((effect) => effect()))) {
      if (result.status === 'rejected') request.log.warn({ err: result.reason }, 'file clean-up after the transaction failed');
    }
    return payload;
  });
};
