import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { notifyError } from './notify';
import { reportPrintCss } from './report-print-css';
import { saveFile } from './save-file';
import { errorMessage } from './error-message';

type Props = {
  /** The API path of the report's CSV (the whole result, not only the page shown), e.g. '/invoices/unpaid.csv'. */
  csvPath?: string;
  /** The file name the CSV is saved under. */
  csvName?: string;
  /** The download button's words, when a screen names it otherwise ('Export CSV'). */
  csvLabel?: string;
};

/**
 * Download CSV and Print for a report screen. The screen wraps its content in an element with the
 * class `report-page`; these buttons, and whatever else carries `no-print`, stay off the paper.
 */
export const ReportActions = ({ csvPath, csvName = 'report.csv', csvLabel = 'Download CSV' }: Props) => {
  const csv = useMutation({
    mutationFn: () => api.download(csvPath!, 'text/csv'),
    onSuccess: (blob) => saveFile(blob, csvName),
    onError: (error) => notifyError(errorMessage(error)),
  });
  return (
    <Group gap="xs" className="no-print">
      <style>{reportPrintCss}</style>
      {csvPath ? (
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={csv.isPending} onClick={() => csv.mutate()}>
          {csvLabel}
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  );
};
