import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import type { Shipment, UnshippedPackage } from '../../../../domain/shipments';
import { blockedReason, type PlaceOf } from '../../../components/blocked-reason';
import { readableTitle } from '../../../components/readable-title';
import { useSchemaForm } from '../../../components/schema-form';
import { SubmitButton } from '../../../components/submit-button';
import { ScanFlash } from '../../../scanner/scan-flash';
import { useWedgeScanner } from '../../../scanner/use-wedge-scanner';
import { BoxesPanel } from './boxes-panel';
import { ScanPanel } from './scan-panel';
import { SelectedPackages } from './selected-packages';
import { ShipmentFields } from './shipment-fields';
import { zShipmentForm, type ShipmentFormValues } from './shipment-values';
import { UnshippedFinder } from './unshipped-finder';
import { usePackageScan } from './use-package-scan';
import { useShipmentSave } from './use-shipment-save';
import { useShipmentSelection } from './use-shipment-selection';

type Props = { shipment?: Shipment; initialValues: ShipmentFormValues; initialPackages: readonly UnshippedPackage[] };

/** Where a refused field is, in the form's words: 'box 2', 'package 3'. */
const shipmentFormPlace: PlaceOf = (path) => (typeof path[1] === 'number' && (path[0] === 'boxes' || path[0] === 'packages') ? `${path[0] === 'boxes' ? 'box' : 'package'} ${path[1] + 1}` : '');

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/**
 * The shipment create and edit form (finance spec §2, §5): the shipment's fields, its boxes, and
 * its packages, added by scanning or picked from those waiting. Save stays disabled, saying why,
 * until the schema and the box rules both pass.
 */
export const ShipmentForm = ({ shipment, initialValues, initialPackages }: Props) => {
  const navigate = useNavigate();
  const form = useSchemaForm(zShipmentForm, initialValues);
  const selection = useShipmentSelection(form, initialPackages);
  const scan = usePackageScan(selection);
  const save = useShipmentSave(form, shipment);
  useWedgeScanner(scan.scan, { dedupe: true });
  const boxRule = Object.values(selection.problems)[0];
  const blocked = blockedReason(zShipmentForm, form.values, shipmentFormPlace) ?? (boxRule ? `${boxRule}.` : null);
  const reason = blocked && `Not ready to ${shipment ? 'save' : 'create'}: ${blocked}`;
  const count = selection.packages.length;
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>{shipment ? `Edit shipment #${shipment.id}` : 'Create shipment'}</Title>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="md">
          <Section title="Shipment">
            <ShipmentFields form={form} />
          </Section>
          <Section title="Boxes">
            <BoxesPanel form={form} selection={selection} />
          </Section>
          <Section title="Add packages">
            <ScanPanel selection={selection} outcome={scan.outcome} onScan={scan.scan} />
          </Section>
          <Section title={`Packages in this shipment (${count.toLocaleString('en-US')})`}>
            {typeof form.errors.packages === 'string' && (
              <Text size="sm" c="var(--mantine-color-error)" fw={600}>
                {form.errors.packages}
              </Text>
            )}
            <SelectedPackages selection={selection} />
          </Section>
          <Section title="Packages waiting for a shipment">
            <UnshippedFinder selection={selection} />
          </Section>
          {save.refusal && (
            <Alert color="red" role="alert" icon={<IconAlertTriangle size={20} />} title="The shipment was not saved" styles={readableTitle}>
              {save.refusal}
            </Alert>
          )}
          <Group justify="flex-end" align="flex-start" gap="sm">
            <Button variant="default" mih={44} onClick={() => void navigate(shipment ? `/shipments/${shipment.id}` : '/shipments')}>
              Cancel
            </Button>
            <SubmitButton mih={44} loading={save.pending} reason={reason}>
              {shipment ? 'Save shipment' : 'Create shipment'}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      <ScanFlash flash={scan.flash} />
    </Stack>
  );
};
