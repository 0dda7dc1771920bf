import { useQuery } from '@tanstack/react-query';
import { settingsApi } from '../../api/settings';

/** The customer dashboard reads the same address under the same key. */
export const usAddressKey = ['settings', 'us-address'] as const;

export const useUsAddress = () => useQuery({ queryKey: usAddressKey, queryFn: settingsApi.usAddress });
