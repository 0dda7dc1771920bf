import { Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconReceiptTax } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';
import type { z } from 'zod';
import { arrivalDayLabels, arrivalDays, zEstimateForm, type EstimateAnswer } from '../../../domain/pricing';
import { defaultShippingMethod, shippingMethodLabels, shippingMethods } from '../../../domain/shipping-methods';
import { calculatorsApi } from '../../api/calculators';
import { blockedReason } from '../../components/blocked-reason';
import { notifyError } from '../../components/notify';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { SubmitButton } from '../../components/submit-button';
import { EstimateResult } from './estimate-result';
import { MeasureInputs } from './measure-inputs';
import { useAnswerFor } from './use-answer-for';

const dayOptions = arrivalDays.map((day) => ({ value: day, label: arrivalDayLabels[day] }));
const methodOptions = shippingMethods.map((method) => ({ value: method, label: shippingMethodLabels[method] }));

const initialValues = {
  arrival: null,
  shippingMethod: defaultShippingMethod,
  weight: '',
  length: '',
  width: '',
  height: '',
} satisfies z.input<typeof zEstimateForm>;

/** The older estimate: freight cost and ready day from the arrival weekday, method and package size. */
export const ShippingEstimateScreen = () => {
  const form = useSchemaForm(zEstimateForm, initialValues);
  const result = useAnswerFor<EstimateAnswer>(form.values);
  const estimation = useMutation({ mutationFn: calculatorsApi.estimate });
  const submit = form.onSubmit((values) =>
    estimation.mutate(zEstimateForm.parse(values), {
      onSuccess: (answer) => result.keep(answer, values),
      onError: (error) => {
        showServerErrors(form, error);
        notifyError(errorMessage(error));
      },
    }),
  );
  const blocked = blockedReason(zEstimateForm, form.values);

  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={2}>Shipping Estimate</Title>
        <Text c="dimmed" size="sm">
          What the freight costs, and the day the package is ready for pickup.
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select size="md" label="Arrival day" withAsterisk allowDeselect={false} placeholder="Pick a day" data={dayOptions} {...form.getInputProps('arrival')} />
              <Select size="md" label="Shipping method" withAsterisk allowDeselect={false} data={methodOptions} {...form.getInputProps('shippingMethod')} />
            </SimpleGrid>
            <MeasureInputs inputProps={(field) => form.getInputProps(field)} />
            <SubmitButton size="md" mih={48} leftSection={<IconCalculator size={20} />} loading={estimation.isPending} reason={blocked && `Not ready to estimate: ${blocked}`}>
              Estimate
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
      {result.answer && <EstimateResult answer={result.answer} />}
      <Button component={Link} to={screens['calculator-v2'].path} variant="subtle" h={44} leftSection={<IconReceiptTax size={18} />} style={{ alignSelf: 'flex-start' }}>
        Duty and fees too? Open the cost calculator
      </Button>
    </Stack>
  );
};
