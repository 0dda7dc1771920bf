import type { Tax } from '../../../domain/taxes';

/** What an admin can do with a row; null for everyone else, who only look categories up. */
export type TaxRowActions = { deletingId: number | null; onEdit: (tax: Tax) => void; onDelete: (tax: Tax) => void } | null;
