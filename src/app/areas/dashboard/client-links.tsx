import { useId } from 'react';
import { NavLink, Paper, Stack, Title } from '@mantine/core';
import { IconBell, IconCalculator, IconCalendarTime, IconTag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { screens } from '../../../domain/access';

const links = [
  { to: screens['client.prealerts'].path, label: 'Prealerts', note: 'Tell us a parcel is on its way to Miami.', icon: IconBell },
  { to: screens['calculator-v2'].path, label: 'Cost calculator', note: 'What shipping, duty and fees will come to.', icon: IconCalculator },
  { to: screens['calculator.estimate'].path, label: 'Shipping estimate', note: 'When a parcel will be ready in Nassau.', icon: IconCalendarTime },
  { to: screens['retail.index'].path, label: 'Orders for sale', note: 'Goods left with us, ready to buy.', icon: IconTag },
] as const;

/** The customer's other screens, each a whole row to tap. */
export const ClientLinks = () => {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-labelledby={headingId} h="100%">
      <Title order={3} size="h4" id={headingId} mb="xs">
        More for you
      </Title>
      <Stack gap={2}>
        {links.map(({ to, label, note, icon: Icon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            description={note}
            leftSection={<Icon size={24} aria-hidden />}
            mih={44}
            styles={{ label: { fontWeight: 600 }, description: { color: 'var(--mantine-color-dimmed)' } }}
          />
        ))}
      </Stack>
    </Paper>
  );
};
