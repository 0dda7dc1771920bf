import { applyRate, type Cents } from './money';
import type { RateBook } from './rate-book';

/** The online convenience fee on what is charged by card. Checkout adds it last, after every other line. */
export const convenienceFee = (charged_by_card: Cents, book: RateBook): Cents => applyRate(charged_by_card, book.convenience_fee_bp);

/** The freight tax an invoice shows where it has one (10% by default). */
export const freightTax = (freight: Cents, book: RateBook): Cents => applyRate(freight, book.freight_tax_bp);

/** The flat fee for a US pickup. */
export const usPickupFee = (book: RateBook): Cents => book.us_pickup_fee;
