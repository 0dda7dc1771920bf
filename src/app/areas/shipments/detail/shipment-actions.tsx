import { IconCalculator, IconFileSpreadsheet, IconMailForward, IconPaperclip, IconPencil, IconPlus, IconPrinter } from '@tabler/icons-react';

/** The detail page's actions (finance spec §2), in the order the buttons and the floating menu list them. */
export const shipmentActions = ['notify', 'calculations', 'attachments', 'edit', 'manifest', 'csv', 'create'] as const;
export type ShipmentAction = (typeof shipmentActions)[number];

export const shipmentActionLabels: Record<ShipmentAction, string> = {
  notify: 'Send notifications',
  calculations: 'Calculations',
  attachments: 'Notes & attachments',
  edit: 'Edit',
  manifest: 'Print manifest',
  csv: 'Export CSV',
  create: 'Create shipment',
};

const icons = {
  notify: IconMailForward,
  calculations: IconCalculator,
  attachments: IconPaperclip,
  edit: IconPencil,
  manifest: IconPrinter,
  csv: IconFileSpreadsheet,
  create: IconPlus,
} as const;

/** One icon per action, the same on the buttons and in the floating menu. */
export const ShipmentActionIcon = ({ action }: { action: ShipmentAction }) => {
  const Icon = icons[action];
  return <Icon size={18} aria-hidden />;
};

/** Per action: whether it cannot be used now, and whether it is running. */
export type ActionStates = Record<ShipmentAction, { disabled: boolean; running: boolean }>;
