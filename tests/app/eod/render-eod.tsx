import { Route, Routes, useLocation } from 'react-router-dom';
import { AccDetailScreen, AccReportsScreen, EodFullDetailScreen, EodReportsFullScreen, EodReportsV2Screen, EodV2DetailScreen } from '../../../src/app/areas/eod';
import { renderWithProviders } from '../../helpers/app/render';

const DetailStandIn = () => <p>Detail at {useLocation().pathname}</p>;
const Elsewhere = () => <p>Another screen at {useLocation().pathname}</p>;

/**
 * The end-of-day screens at their addresses, as the router mounts them. List tests put a stand-in
 * at the details' addresses, to see which one a row or a new report opens.
 */
export const renderEod = (path: string, { realDetail = true }: { realDetail?: boolean } = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/reports/eod" element={<EodReportsFullScreen />} />
      <Route path="/reports/eod/:id" element={realDetail ? <EodFullDetailScreen /> : <DetailStandIn />} />
      <Route path="/reports/eodv2" element={<EodReportsV2Screen />} />
      <Route path="/reports/eodv2/:id" element={realDetail ? <EodV2DetailScreen /> : <DetailStandIn />} />
      <Route path="/reports/acc" element={<AccReportsScreen />} />
      <Route path="/reports/acc/:id" element={realDetail ? <AccDetailScreen /> : <DetailStandIn />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path },
  );
