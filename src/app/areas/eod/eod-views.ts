import { screens, type ScreenName } from '../../../domain/access-screens';
import { kindOfView, type EodKind, type EodView } from '../../../domain/eod';

export type EodViewInfo = {
  view: EodView;
  kind: EodKind;
  /** The list screen's title; the drawer's words where the drawer has an entry for it. */
  title: string;
  /** The detail's heading, before the report's date. */
  detailTitle: string;
  listPath: string;
  detailPath: (id: number) => string;
};

const detailAt = (pattern: string) => (id: number) => pattern.replace(':id', String(id));

const info = (view: EodView, title: string, detailTitle: string, list: ScreenName, detail: ScreenName): EodViewInfo => ({
  view,
  kind: kindOfView(view),
  title,
  detailTitle,
  listPath: screens[list].path,
  detailPath: detailAt(screens[detail].path),
});

/**
 * The three ways into end of day (finance spec §2): admins' full view, v2 for admins and worker-v2
 * (the same 'eod' reports, fewer figures) and the accounts office's own reports.
 */
export const eodViewInfo: Record<EodView, EodViewInfo> = {
  full: info('full', 'End Of Day Reports', 'End Of Day', 'eod.report', 'eod.detail'),
  v2: info('v2', 'End Of Day', 'End Of Day', 'eodv2.report', 'eodv2.detail'),
  acc: info('acc', 'The EOD', 'The EOD', 'acc.report', 'acc.detail'),
};
