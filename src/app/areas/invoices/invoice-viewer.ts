import type { AuthUser } from '../../../domain/auth';
import { warehouseStaff } from '../../../domain/constants';

export type InvoiceViewer = { id: number; isStaff: boolean; isAdmin: boolean; isSpecial: boolean; isCustomer: boolean };

/**
 * Who is looking at the invoice (portal spec §6): staff act on it, special staff also manage its
 * fees, customers may only add it to their cart, and basic users only read it.
 */
export const invoiceViewerOf = (user: AuthUser): InvoiceViewer => {
  const isStaff = (warehouseStaff as readonly string[]).includes(user.account_type);
  return {
    id: user.id,
    isStaff,
    isAdmin: user.account_type === 'admin',
    isSpecial: isStaff && user.special,
    isCustomer: user.account_type === 'personal' || user.account_type === 'business',
  };
};
