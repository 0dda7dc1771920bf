import { Route, Routes, useParams } from 'react-router-dom';
import { ShipmentCreateScreen, ShipmentDetailScreen, ShipmentEditScreen, ShipmentManifestScreen, ShipmentsScreen } from '../../../src/app/areas/shipments';
import { renderWithProviders } from '../../helpers/app/render';

const DetailStandIn = () => <p>Detail of shipment {useParams().id}</p>;
const Elsewhere = () => <p>Another screen</p>;

/**
 * The shipments screens at their addresses, as the router mounts them. Form tests put a stand-in
 * at the detail's address, to see where saving goes.
 */
export const renderShipments = (path: string, { realDetail = true }: { realDetail?: boolean } = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/shipments" element={<ShipmentsScreen />} />
      <Route path="/shipments/create/new" element={<ShipmentCreateScreen />} />
      <Route path="/shipments/:id/edit" element={<ShipmentEditScreen />} />
      <Route path="/shipments/:id/manifest" element={<ShipmentManifestScreen />} />
      <Route path="/shipments/:id" element={realDetail ? <ShipmentDetailScreen /> : <DetailStandIn />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path },
  );
