import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Office, OfficeBody } from '../../../domain/offices';
import { officesApi } from '../../api/offices';

export const officesKey = ['offices'] as const;

export const useOffices = () => useQuery({ queryKey: officesKey, queryFn: officesApi.list });

/** Add when there is no id yet, edit otherwise. */
export const saveOffice = (id: number | null, body: OfficeBody) => (id === null ? officesApi.create(body) : officesApi.update(id, body));

export const useRemoveOffice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (office: Office) => officesApi.remove(office.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
};
