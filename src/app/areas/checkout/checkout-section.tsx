import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** One titled part of the checkout page (cart, delivery, card), named by its title for screen readers. */
export const CheckoutSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
};
