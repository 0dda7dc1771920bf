import { useState } from 'react';
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { OrderPackage } from '../../../../domain/orders';
import { ApiError } from '../../../api/api-error';
import { ordersApi } from '../../../api/orders';
import { errorMessage } from '../../../components/error-message';
import { useDialogTarget } from '../../../components/use-dialog-target';
import { screens } from '../../../../domain/access';
import { useSession } from '../../../session/use-session';
import { FlaggedBanner, LocationBanner, PaidInvoiceNotice } from './banners';
import { OrderDetailHeader } from './header';
import { OrderDetailImagesDialog } from './images-dialog';
import { OrderDetailInvoicesDialog } from './invoices-dialog';
import { OrderInvoicePanel } from './invoice-panel';
import { OrderDetailPackageCard } from './package-card';
import { OrderDetailSummary } from './summary';
import { OrderDetailTrackingDialog } from './tracking-dialog';
import { useOrderFiles } from './use-files';
import { orderViewerOf, type OrderViewer } from './viewer';

/** Where the way back leads: a customer to their dashboard's order history, anyone else to the orders list. */
const backOf = (viewer: OrderViewer) =>
  viewer.isCustomer ? { to: `${screens['client.dashboard'].path}?tab=orders`, label: 'Back to dashboard' } : { to: screens['orders.index'].path, label: 'Back to orders' };

const LoadFailure = ({ error, onRetry, viewer }: { error: unknown; onRetry: () => void; viewer: OrderViewer }) => {
  const missing = error instanceof ApiError && error.status === 404;
  const back = backOf(viewer);
  return (
    <Alert color={missing ? 'gray' : 'red'} title={missing ? 'Order not found' : 'Could not load this order'} maw={560}>
      <Text size="sm">{missing ? 'This order does not exist or has been deleted.' : errorMessage(error)}</Text>
      <Button mt="sm" variant="white" component={Link} to={back.to} mih={44}>
        {back.label}
      </Button>
      {!missing && (
        <Button mt="sm" ml="xs" variant="white" color="red" onClick={onRetry} mih={44}>
          Try again
        </Button>
      )}
    </Alert>
  );
};

/**
 * Order detail (/orders/:id): the order, its packages and items, and its files. Its owner sees it
 * read-only, with their own invoice files and a way to upload more (portal spec §6).
 */
export const OrderDetailScreen = () => {
  const id = Number(useParams().id);
  const viewer = orderViewerOf(useSession()?.user);
  const order = useQuery({ queryKey: ['orders', id], queryFn: () => ordersApi.get(id), enabled: Number.isInteger(id) && id > 0 });
  const files = useOrderFiles(id, viewer.isSpecial || !viewer.isStaff);
  const [dialog, setDialog] = useState<'invoices' | 'images' | null>(null);
  const tracking = useDialogTarget<OrderPackage>();

  if (!Number.isInteger(id) || id <= 0) return <LoadFailure error={new ApiError(404, null)} onRetry={() => undefined} viewer={viewer} />;
  if (order.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (order.error) return <LoadFailure error={order.error} onRetry={() => void order.refetch()} viewer={viewer} />;

  const data = order.data;
  return (
    <Stack gap="md">
      <OrderDetailHeader order={data} viewer={viewer} onInvoices={() => setDialog('invoices')} onImages={() => setDialog('images')} />
      {viewer.isStaff && <LocationBanner location={data.user.location} />}
      {viewer.isStaff && data.user.flagged && <FlaggedBanner />}
      {viewer.isStaff && data.invoice_paid && <PaidInvoiceNotice />}
      <OrderInvoicePanel order={data} viewer={viewer} />
      <OrderDetailSummary order={data} showShipment={viewer.isSpecial} />
      <Title order={3} size="h4">
        Packages ({data.packages.length})
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.packages.map((pkg, index) => (
          <OrderDetailPackageCard
            key={pkg.id}
            pkg={pkg}
            position={index + 1}
            total={data.packages.length}
            canPrintLabel={viewer.isStaff}
            onTracking={() => tracking.open(pkg)}
          />
        ))}
      </SimpleGrid>
      <OrderDetailInvoicesDialog
        order={data}
        opened={dialog === 'invoices'}
        onClose={() => setDialog(null)}
        canUpload={viewer.isStaff || viewer.isCustomer}
        canRemove={viewer.isAdmin}
        manualHidden={viewer.isStaff && !viewer.isSpecial}
        files={files}
      />
      {!viewer.isCustomer && <OrderDetailImagesDialog order={data} opened={dialog === 'images'} onClose={() => setDialog(null)} canManage={viewer.isStaff} files={files} />}
      <OrderDetailTrackingDialog pkg={tracking.target} opened={tracking.opened} onClose={tracking.close} scanDetails={!viewer.isCustomer} />
    </Stack>
  );
};
