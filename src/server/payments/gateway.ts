import type { Cents } from '../../domain/pricing';

/** The card as the customer typed it. It goes to the gateway and nowhere else: only its last four digits are kept. */
export type CardDetails = { number: string; exp: string; cvv: string; name: string };

export type ChargeRequest = { key: string; amountCents: Cents; card: CardDetails; description: string };

export type DeclineReason = 'declined' | 'insufficient_funds' | 'invalid';

export type ChargeResult = { status: 'approved'; reference: string } | { status: 'declined'; reason: DeclineReason };

/** What the gateway knows of a key: the answer to its charge, or that the approved charge was given back since. */
export type FoundCharge = ChargeResult | { status: 'refunded'; reference: string };

/**
 * A card processor (ARCHITECTURE, Running it). Charges are idempotent by key: a second charge with
 * a key answers the first one's result and takes nothing more, so a retry after a crash never
 * charges twice, and find tells whether a charge under a key happened at all.
 */
export type PaymentGateway = {
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  find: (key: string) => Promise<FoundCharge | null>;
  /** Gives an approved charge back in full; refunding it again changes nothing. */
  refund: (reference: string) => Promise<void>;
};
