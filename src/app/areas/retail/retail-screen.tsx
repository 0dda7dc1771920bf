import { useRef, useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import type { AuthUser } from '../../../domain/auth';
import { retailMessages } from '../../../domain/retail';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { ResultCount } from '../../components/result-count';
import { loginPathFor } from '../../session/screen-route';
import { useSession } from '../../session/use-session';
import { useAddToCart, useCart } from '../cart';
import { RetailAction } from './retail-action';
import { RetailCard } from './retail-card';
import { RetailHeader } from './retail-header';
import { useRetailList } from './use-retail-list';

const all = 'all';

/**
 * Orders for Sale (/orders-for-sale, finance spec §2): public, for guests and signed-in users
 * alike. A category filter, the orders as cards, and a page selector when there is more than one
 * page; guests Buy Now through sign-in, customers add to their cart, which then opens.
 */
export const RetailScreen = () => {
  const user = useSession()?.user ?? null;
  return user ? <SignedInRetail user={user} /> : <RetailList user={null} inCart={nothingInCart} />;
};

const nothingInCart: ReadonlySet<number> = new Set();

/** A signed-in viewer's cards say which invoices their cart holds already. */
const SignedInRetail = ({ user }: { user: AuthUser }) => {
  const cart = useCart(user);
  const inCart = new Set(cart.data?.data.map((item) => item.id));
  return <RetailList user={user} inCart={inCart} />;
};

const RetailList = ({ user, inCart }: { user: AuthUser | null; inCart: ReadonlySet<number> }) => {
  const { list, category, page, setCategory, setPage } = useRetailList();
  const { add, pending } = useAddToCart();
  const [adding, setAdding] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const options = [{ value: all, label: 'All' }, ...(list.data?.taxes ?? []).map((tax) => ({ value: String(tax.id), label: tax.description }))];
  // Read the list again after each add: an order someone bought meanwhile (refused with 409) leaves it.
  const onAdd = (invoiceId: number) => {
    setAdding(invoiceId);
    void add(invoiceId).then(() => list.refetch());
  };
  return (
    <Stack gap="md" ref={top}>
      <RetailHeader />
      <Select
        size="md"
        label="Category"
        data={options}
        value={category === null ? all : String(category)}
        onChange={(value) => setCategory(value === null || value === all ? null : value)}
        allowDeselect={false}
        searchable={options.length > 10}
        comboboxProps={{ withinPortal: true }}
      />
      {meta && meta.total > 0 && <ResultCount count={meta.total} one="order for sale" many="orders for sale" />}
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={rows.length === 0}
        empty={category === null ? retailMessages.empty : retailMessages.emptyCategory}
        onRetry={() => void list.refetch()}
      >
        <Stack component="ul" aria-label="Orders for sale" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((order) => (
            <RetailCard
              key={order.invoice_id}
              order={order}
              action={<RetailAction order={order} user={user} inCart={inCart.has(order.invoice_id)} adding={pending && adding === order.invoice_id} onAdd={onAdd} />}
            />
          ))}
        </Stack>
      </QueryState>
      {meta && meta.last_page > 1 && (
        <Pager
          page={page}
          totalPages={meta.last_page}
          disabled={list.isPlaceholderData}
          onChange={(next) => {
            setPage(next);
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
      {!user && (
        <Button component={Link} to={loginPathFor(pathname + search)} variant="subtle" h={44} leftSection={<IconLogin size={18} />} style={{ alignSelf: 'center' }}>
          Have an account? Sign in
        </Button>
      )}
    </Stack>
  );
};
