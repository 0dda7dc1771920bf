import type { AreaPlugin } from './plugin';
import { authRoutes } from './auth/routes';
import { checkpointsRoutes } from './checkpoints/routes';
import { healthRoutes } from './health/routes';
import { logsRoutes } from './logs/routes';
import { mailRoutes } from './mail/routes';
import { officesRoutes } from './offices/routes';
import { referenceRoutes } from './reference/routes';
import { usersRoutes } from './users/routes';

/** Each area adds its routes here; the access policy must already name every one of them. */
export const areaRoutes: AreaPlugin = async (app, options) => {
  for (const area of [healthRoutes, authRoutes, usersRoutes, referenceRoutes, checkpointsRoutes, officesRoutes, logsRoutes, mailRoutes]) {
    await app.register(area, { deps: options.deps });
  }
};
