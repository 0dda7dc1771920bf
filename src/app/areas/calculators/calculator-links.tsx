import { Button, Group } from '@mantine/core';
import { IconCalendarTime, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';
import { useSession } from '../../session/use-session';

/** Where the public calculator leads: a guest to sign in; a signed-in user to the shipping estimate, which needs an account. */
export const CalculatorLinks = () => {
  const session = useSession();
  return (
    <Group justify="center" gap="xs">
      {session ? (
        <Button component={Link} to={screens['calculator.estimate'].path} variant="subtle" h={44} leftSection={<IconCalendarTime size={18} />}>
          Shipping estimate: when is it ready?
        </Button>
      ) : (
        <Button component={Link} to={screens.login.path} variant="subtle" h={44} leftSection={<IconLogin size={18} />}>
          Have an account? Sign in
        </Button>
      )}
    </Group>
  );
};
