import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../domain/users';
import { usersApi } from '../../api/users';
import { CardGrid } from '../../components/card-grid';
import { Pager } from '../../components/pager';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { ResultCount } from '../../components/result-count';
import { useDialogTarget } from '../../components/use-dialog-target';
import { useUrlListState } from '../../components/use-url-list-state';
import { useSession } from '../../session/use-session';
import { CustomerCard } from './customer-card';
import { CustomerCreateDialog } from './customer-create-dialog';
import { CustomerEditDialog } from './customer-edit-dialog';
import { CustomerOrdersDialog } from './customer-orders-dialog';
import { useToggleFlag } from './use-toggle-flag';

const noFilters = [] as const;

/**
 * Customers (admin and worker): search, paged cards, and the customer dialogs. Only admin creates
 * and edits. Search and page are in the address, so Back and a shared link keep them.
 */
export const CustomersScreen = () => {
  const session = useSession();
  const isAdmin = session?.user.account_type === 'admin';
  const { search, setSearch, searchKey: key, page, setPage } = useUrlListState(noFilters, { column: 'name', direction: 'asc' });
  const customers = useQuery({
    queryKey: ['customers', 'page', key, page],
    queryFn: () => usersApi.customersPage(page, key),
    placeholderData: keepPreviousData,
  });
  const [creating, creation] = useDisclosure(false);
  const editing = useDialogTarget<Customer>();
  const orders = useDialogTarget<Customer>();
  const flag = useToggleFlag();
  const rows = customers.data?.data ?? [];
  const pagination = customers.data?.meta.pagination;

  return (
    <Stack gap="md">
      <ScreenHeader title="Customers" action={isAdmin && { label: 'Create New User', icon: <IconUserPlus size={18} />, onClick: creation.open }} />
      <SearchField value={search} onChange={setSearch} placeholder="Search by name, email or Dept #" />
      {pagination && pagination.total > 0 && <ResultCount count={pagination.total} one="customer" many="customers" />}
      <CardGrid query={customers} isEmpty={rows.length === 0} empty={key ? `No customers match "${key}".` : 'There are no customers yet.'}>
        {rows.map((customer) => (
          <CustomerCard
            key={customer.id}
            customer={customer}
            canEdit={isAdmin}
            flagPending={flag.pendingId === customer.id}
            onEdit={() => editing.open(customer)}
            onOrders={() => orders.open(customer)}
            onToggleFlag={() => void flag.toggle(customer)}
          />
        ))}
      </CardGrid>
      {pagination && pagination.total > 0 && (
        <Pager page={page} totalPages={pagination.total_pages} onChange={setPage} disabled={customers.isFetching} />
      )}
      {isAdmin && <CustomerCreateDialog opened={creating} onClose={creation.close} />}
      <CustomerEditDialog customer={editing.target} opened={editing.opened} onClose={editing.close} />
      <CustomerOrdersDialog customer={orders.target} opened={orders.opened} onClose={orders.close} />
    </Stack>
  );
};
