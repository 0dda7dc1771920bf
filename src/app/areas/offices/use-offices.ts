import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Office, OfficeBody } from '../../../domain/offices';
import { officesApi } from '../../api/offices';

const officesKey = ['offices'] as const;

export const useOffices = () => useQuery({ queryKey: officesKey, queryFn: officesApi.list });

type Save = { id: number | null; body: OfficeBody };

/** Add when there is no id yet, edit otherwise; either way the list reloads. */
export const useSaveOffice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: Save) => (id === null ? officesApi.create(body) : officesApi.update(id, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
};

export const useRemoveOffice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (office: Office) => officesApi.remove(office.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
};
