import { decideAccess, endpointPolicy, type EndpointKey } from '../../../domain/access';
import type { AuthUser } from '../../../domain/auth';

// Read from the one access table, so the app offers exactly what the server allows.
const mayCallOnSelf = (endpoint: EndpointKey, user: AuthUser) => decideAccess(endpointPolicy[endpoint], user, { id: String(user.id) }) === 'allow';

/** Customers and the staff who take payments have a cart of their own; accounts and basic users do not. */
export const hasCart = (user: AuthUser) => mayCallOnSelf('GET /users/:id/cart', user);

/** Customers pay their cart by card; staff pay theirs with the simple checkout. */
export const paysByCard = (user: AuthUser) => mayCallOnSelf('POST /users/:id/cart/pay', user);
