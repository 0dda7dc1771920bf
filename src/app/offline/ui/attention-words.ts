import type { AttentionCodes } from '../store/attention';
import { attentionStatuses, type AttentionStatus } from '../store/outbox-schema';

/** What each reason a code did not go through is called, and what the worker does about it. */
export const attentionWords: Record<AttentionStatus, { heading: string; todo: (count: number) => string }> = {
  unknown: {
    heading: 'Unknown',
    todo: (count) => (count === 1 ? 'It was not recorded: check it and scan or type it again.' : 'They were not recorded: check each one and scan or type it again.'),
  },
  unpaid: {
    heading: 'Not paid',
    todo: (count) => (count === 1 ? 'It was not released: take payment, then resend it.' : 'They were not released: take payment, then resend them.'),
  },
};

/** The reasons a row has codes for, unknown first, each with its codes. */
export const reasonsOf = (codes: AttentionCodes) => attentionStatuses.filter((status) => codes[status].length > 0).map((status) => ({ status, codes: codes[status] }));

/** "Unknown at Old dock", "Not paid at Delivered": how a row's codes are headed and labelled. */
export const attentionHeading = (codes: AttentionCodes, where: string) =>
  reasonsOf(codes)
    .map(({ status }) => `${attentionWords[status].heading} at ${where}`)
    .join('; ');
