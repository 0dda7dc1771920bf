export { AccDetailScreen, EodFullDetailScreen, EodV2DetailScreen } from './detail/eod-detail-screen';
export { AccReportsScreen, EodReportsFullScreen, EodReportsV2Screen } from './list/eod-reports-screen';
