import { useParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { LoadError } from '../../../components/load-error';
import { NotFound } from '../../../components/not-found';
import { ScreenLoader } from '../../../components/screen-loader';
import { isShipmentId, useGroupedPackages, useShipment } from '../shipment-queries';
import { ShipmentForm } from './shipment-form';
import { shipmentValues } from './shipment-values';

/** /shipments/:id/edit: the form filled from the shipment, its packages shown from the grouped list. */
export const ShipmentEditScreen = () => {
  const id = Number(useParams().id);
  const shipment = useShipment(id);
  const grouped = useGroupedPackages(id);
  const error = shipment.error ?? grouped.error;
  if (!isShipmentId(id) || (error instanceof ApiError && error.status === 404)) return <NotFound />;
  if (shipment.data && grouped.data)
    return (
      <ShipmentForm
        key={shipment.data.id}
        shipment={shipment.data}
        initialValues={shipmentValues(shipment.data)}
        initialPackages={grouped.data.data.flatMap((group) => group.packages)}
      />
    );
  if (error)
    return (
      <LoadError
        title="Could not load this shipment"
        error={error}
        onRetry={() => {
          void shipment.refetch();
          void grouped.refetch();
        }}
      />
    );
  return <ScreenLoader />;
};
