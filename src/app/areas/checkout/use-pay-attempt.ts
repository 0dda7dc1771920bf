import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResult } from '../../../domain/checkout';
import { ApiError } from '../../api/api-error';
import { refreshCart } from '../cart';

type Options = {
  /** The cart's owner, the signed-in user. */
  userId: number;
  /** Sends the payment under the attempt's Idempotency-Key. It reads the form itself, so no card detail is handed to the query client. */
  send: (idempotencyKey: string) => Promise<CheckoutResult>;
  onPaid: (result: CheckoutResult) => void;
  onRefused?: (error: unknown) => void;
};

// A request that may never have reached the server, or found it busy, is sent again as the same attempt.
const unanswered = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * One payment attempt per press of Pay: the attempt gets one Idempotency-Key, kept for its
 * retries, so a double press or a resend charges once; once it has failed, the next press is a
 * new attempt with a new key. The mutation holds only that key, never the card.
 * Paid, the cart is fetched again (now empty, so the badge clears); refused because the cart or
 * its delivery changed (409), the cart and its estimate are fetched again for the customer to review.
 */
export const usePayAttempt = ({ userId, send, onPaid, onRefused }: Options) => {
  const queryClient = useQueryClient();
  const attempt = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    // Nothing of a payment stays in the query client once the screen has shown its outcome.
    gcTime: 0,
    retry: (failures, error) => failures < 2 && unanswered(error),
    retryDelay: 1000,
    networkMode: 'always',
    onSettled: () => {
      attempt.current = null;
    },
    onSuccess: (result) => {
      onPaid(result);
      void refreshCart(queryClient, userId);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshCart(queryClient, userId);
      onRefused?.(error);
    },
  });
  const pay = () => {
    if (attempt.current) return;
    attempt.current = crypto.randomUUID();
    mutation.mutate(attempt.current);
  };
  return { pay, processing: mutation.isPending, error: mutation.error };
};
