import { zInvoice, type Invoice } from '../../../src/domain/invoices';
import type { AuthUser } from '../../../src/domain/auth';
import { sessionStore } from '../../../src/app/session/session-store';

/**
 * An invoice as GET /invoices/{id} answers it: every line a different amount, so a test can tell
 * the lines apart; hazard and US pickup charged, fragile not.
 */
export const invoice = (over: Partial<Invoice> = {}): Invoice =>
  zInvoice.parse({
    id: 31,
    pseudo_id: '26-000031',
    kind: 'generated',
    status: 'unpaid',
    type: 'cash',
    payment_method: null,
    value: 187.16,
    created_at: '2026-03-04T14:00:00.000Z',
    approved_at: null,
    paid_on: null,
    rates_date: '2026-03-04',
    user: { id: 40, full_name: 'Andre Rolle', account_type: 'business', tin: 'TIN-778', email: 'andre@example.test' },
    order: 501,
    order_delivery: 'next-day',
    packages: [
      {
        id: 7,
        barcode: 'BF0000000075',
        description: 'Shoes and socks',
        actual_weight: 4,
        dimensional_weight: 6,
        charged_weight: 6,
        shipping_rate: 3.5,
        shipping_total: 21,
        value: 144.98,
        duty: 36.25,
        levy: 1.45,
        hazard: 0,
        fragile: 0,
        overweight: 0,
        storage: 0,
        storage_days: 0,
      },
    ],
    manual: null,
    shipping_subtotal: 21,
    shipping_total: 21,
    consolidationFee: 10.01,
    additional: 4.44,
    hazardFee: 7.77,
    fragileFee: 0,
    usPickupFee: 36,
    storageFees: 3.33,
    documentation_fee: 5.55,
    insurance: 2.22,
    duty_total: 36.25,
    levy_total: 1.45,
    processing_fee: 10.1,
    fees: [{ name: 'Re-packing', amount: 6.66 }],
    fees_total: 6.66,
    airFreightTax: 2.1,
    freightVat: 2.31,
    customsVat: 4.79,
    feesVat: 0.67,
    vat_total: 7.77,
    regVat: 2.98,
    regTotal: 90.08,
    reimbursementVat: 4.79,
    reimbursementTotal: 97.08,
    convenienceFee: 0,
    ccFees: 0,
    ccValue: null,
    lastFourDigits: null,
    grandTotal: 1234.56,
    newInvoice: true,
    c13: false,
    in_cart: false,
    ...over,
  });

const users = {
  admin: { id: 1, first_name: 'Ada', last_name: 'Admin', account_type: 'admin', special: false },
  special: { id: 2, first_name: 'Owen', last_name: 'Owner', account_type: 'admin', special: true },
  worker: { id: 3, first_name: 'Wes', last_name: 'Worker', account_type: 'worker', special: false },
  specialWorker: { id: 4, first_name: 'Mona', last_name: 'Manager', account_type: 'worker', special: true },
  basic: { id: 5, first_name: 'Bea', last_name: 'Basic', account_type: 'basic', special: false },
  customer: { id: 40, first_name: 'Andre', last_name: 'Rolle', account_type: 'business', special: false },
} satisfies Record<string, AuthUser>;

export const signInAs = (who: keyof typeof users) => sessionStore.signIn({ token: 't', user: users[who] });

/** Matches the element whose whole text is `text`, as a 'Label: value' line reads although its parts are separate elements. */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);
