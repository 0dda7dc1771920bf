import { Button, Group, Text } from '@mantine/core';
import { IconCalculator, IconTag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';

/** What a visitor may use without an account, under the sign-in form: the cost calculator and the orders for sale. */
export const GuestLinks = () => (
  <nav aria-label="Without an account">
    <Text size="sm" c="dimmed" ta="center">
      No account needed
    </Text>
    <Group justify="center" gap="xs">
      <Button component={Link} to={screens['calculator-v2'].path} variant="subtle" h={44} px="xs" leftSection={<IconCalculator size={18} />}>
        Cost calculator
      </Button>
      <Button component={Link} to={screens['retail.index'].path} variant="subtle" h={44} px="xs" leftSection={<IconTag size={18} />}>
        Orders for sale
      </Button>
    </Group>
  </nav>
);
