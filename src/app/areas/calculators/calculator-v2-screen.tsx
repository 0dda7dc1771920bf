import { Fieldset, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { zCalculatorV2Body, type CalculatorV2Answer } from '../../../domain/pricing';
import { calculatorMethodOptions, defaultCalculatorMethod } from '../../../domain/shipping-methods';
import { calculatorsApi } from '../../api/calculators';
import { blockedReason, listItemPlace } from '../../components/blocked-reason';
import { notifyError } from '../../components/notify';
import { showServerErrors, useSchemaForm } from '../../components/schema-form';
import { errorMessage } from '../../components/error-message';
import { SubmitButton } from '../../components/submit-button';
import { ArrivalInput } from './arrival-input';
import { blankItem, CalculatorItems } from './calculator-items';
import { CalculatorLinks } from './calculator-links';
import { CalculatorResult } from './calculator-result';
import { MeasureInputs } from './measure-inputs';
import { useAnswerFor } from './use-answer-for';

const initialValues = {
  orderInfo: { arrival: null, shipping_method: defaultCalculatorMethod },
  packageInfo: { weight: 0, length: 0, width: 0, height: 0 },
  items: [blankItem],
} satisfies z.input<typeof zCalculatorV2Body>;

/** The public cost calculator: freight, duty and fees for one package, for anyone, signed in or not. */
export const CalculatorV2Screen = () => {
  const form = useSchemaForm(zCalculatorV2Body, initialValues);
  const result = useAnswerFor<CalculatorV2Answer>(form.values);
  const calculation = useMutation({ mutationFn: calculatorsApi.calculate });
  const submit = form.onSubmit((values) =>
    calculation.mutate(zCalculatorV2Body.parse(values), {
      onSuccess: (answer) => result.keep(answer, values),
      onError: (error) => {
        showServerErrors(form, error);
        notifyError(errorMessage(error));
      },
    }),
  );
  const blocked = blockedReason(zCalculatorV2Body, form.values, listItemPlace('items', 'item'));

  return (
    <Stack gap="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Title order={2} size="h3" mb={4}>
          Cost Calculator
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Estimate the freight, duty and fees of a package shipped to Nassau.
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              size="md"
              label="Shipping method"
              withAsterisk
              allowDeselect={false}
              data={calculatorMethodOptions}
              {...form.getInputProps('orderInfo.shipping_method')}
            />
            <ArrivalInput {...form.getInputProps('orderInfo.arrival')} />
            <Fieldset legend="Package" variant="filled" radius="md" p="sm">
              <MeasureInputs inputProps={(field) => form.getInputProps(`packageInfo.${field}`)} />
            </Fieldset>
            <CalculatorItems form={form} />
            <SubmitButton
              size="md"
              mih={48}
              leftSection={<IconCalculator size={20} />}
              loading={calculation.isPending}
              reason={blocked && `Not ready to calculate: ${blocked}`}
            >
              Calculate
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
      {result.answer && <CalculatorResult answer={result.answer} arrival={form.values.orderInfo.arrival ?? null} />}
      <CalculatorLinks />
    </Stack>
  );
};
