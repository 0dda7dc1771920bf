import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A text link with a finger-sized hit area (44 px), for the links under the sign-in forms. */
export const SecondaryLink = ({ to, children }: { to: string; children: string }) => (
  <Button component={Link} to={to} variant="subtle" h={44} px="xs">
    {children}
  </Button>
);
