import type { ReactNode } from 'react';
import { Paper, Text, Title } from '@mantine/core';

type Props = { title: string; intro?: string; children: ReactNode };

/** The card every sign-in screen sits in, under the product title of the public layout. */
export const AuthCard = ({ title, intro, children }: Props) => (
  <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
    <Title order={2} size="h3" mb={intro ? 4 : 'md'}>
      {title}
    </Title>
    {intro && (
      <Text c="dimmed" size="sm" mb="md">
        {intro}
      </Text>
    )}
    {children}
  </Paper>
);
