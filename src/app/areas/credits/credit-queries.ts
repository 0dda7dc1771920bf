import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { creditsApi } from '../../api/credits';
import { creditKey, creditsPageKey } from './credit-keys';

/** An id from the address that can name a payment; anything else is answered with the not-found page. */
export const isCreditId = (id: number) => Number.isInteger(id) && id > 0;

export const useCredit = (id: number) => useQuery({ queryKey: creditKey(id), queryFn: () => creditsApi.get(id), enabled: isCreditId(id) });

/** One page of the list; the page shown stays while the next one loads, so the pager does not jump. */
export const useCreditsPage = (search: string, page: number) =>
  useQuery({ queryKey: creditsPageKey(search, page), queryFn: () => creditsApi.list({ page, search }), placeholderData: keepPreviousData });
