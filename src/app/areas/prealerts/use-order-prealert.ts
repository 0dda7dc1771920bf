import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderFormValues } from '../../../domain/order-form';
import type { Prealert } from '../../../domain/prealerts';
import { prealertsApi } from '../../api/prealerts';
import { openPrealertsKey, prealertKey } from './prealert-keys';

/** What the order form found for the tracking number it was opened with. */
export type OrderPrealert =
  | { kind: 'none' }
  | { kind: 'loading' }
  /** Offline, or the lookup failed: the form opens with the number alone. */
  | { kind: 'unavailable' }
  | { kind: 'open'; prealert: Prealert }
  | { kind: 'received'; prealert: Prealert }
  /** Several customers are waiting under one carrier number: staff choose whose parcel it is. */
  | { kind: 'several'; prealerts: Prealert[] };

type Lookup = { data?: Prealert[]; isError: boolean; isFetching: boolean; fetchStatus: string };

const outcomeOf = ({ data, isError, fetchStatus }: Lookup): OrderPrealert => {
  if (data) {
    const [first] = data;
    if (!first) return { kind: 'none' };
    if (data.length > 1) return { kind: 'several', prealerts: data };
    return { kind: first.state === 'waiting' ? 'open' : 'received', prealert: first };
  }
  return isError || fetchStatus === 'paused' ? { kind: 'unavailable' } : { kind: 'loading' };
};

/**
 * The prealert an order is opened from: the one named by ?prealert= (from Packages In), else the
 * open prealerts under ?tracking_number= (a held package's link, or a number typed by hand).
 */
export const useOrderPrealert = (tracking: string, prealertId: number | null): OrderPrealert => {
  const named = useQuery({ queryKey: prealertKey(prealertId ?? 0), queryFn: () => prealertsApi.get(prealertId!), enabled: prealertId !== null });
  const byNumber = useQuery({
    queryKey: openPrealertsKey({ tracking }),
    queryFn: () => prealertsApi.open({ tracking }),
    enabled: prealertId === null && tracking !== '',
  });
  if (prealertId !== null) return outcomeOf({ ...named, data: named.data ? [named.data] : undefined });
  if (tracking === '') return { kind: 'none' };
  return outcomeOf({ ...byNumber, data: byNumber.data?.data });
};

/**
 * The first answer for these parameters, kept: a form shown without a prealert (offline) must not
 * be swapped for a filled-in one when the connection comes back and the lookup then answers,
 * which would throw away what staff have typed.
 */
export const useSettledOrderPrealert = (tracking: string, prealertId: number | null): OrderPrealert => {
  const current = useOrderPrealert(tracking, prealertId);
  const key = `${tracking}\n${prealertId ?? ''}`;
  const [settled, setSettled] = useState<{ key: string; outcome: OrderPrealert } | null>(null);
  if (current.kind !== 'loading' && settled?.key !== key) setSettled({ key, outcome: current });
  return settled?.key === key ? settled.outcome : current;
};

/** A new order filled in from the prealert: its customer, by courier, its courier, number and vendor. Staff may change any of it. */
export const orderValuesFromPrealert = (values: OrderFormValues, prealert: Prealert): OrderFormValues => ({
  ...values,
  customer: prealert.customer.id,
  warehouse_via: 'courier',
  freight_company: prealert.courier,
  tracking_number: prealert.tracking_number,
  vendor: prealert.vendor,
});
