import type { AuthUser } from '../../../../domain/auth';
import { isCustomerType, warehouseStaff } from '../../../../domain/constants';

/** userId: the signed-in user, under whose name an invoice they generate is recorded. isCustomer: the order's owner (the server answers no one else's). */
export type OrderViewer = { userId: number | null; isStaff: boolean; isAdmin: boolean; isSpecial: boolean; isCustomer: boolean };

/** What the signed-in user may do on the order detail (portal spec §6); the server enforces the same. */
export const orderViewerOf = (user: AuthUser | undefined): OrderViewer => {
  const isStaff = !!user && (warehouseStaff as readonly string[]).includes(user.account_type);
  return {
    userId: user?.id ?? null,
    isStaff,
    isAdmin: user?.account_type === 'admin',
    isSpecial: isStaff && !!user?.special,
    isCustomer: !!user && isCustomerType(user.account_type),
  };
};
