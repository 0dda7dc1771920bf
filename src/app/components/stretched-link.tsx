import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './stretched-link.module.css';

/**
 * A card's main link, stretched over the whole card (which must be `pos="relative"`): a tap
 * anywhere opens the record, while the link stays a real link for a new tab and screen readers.
 * Wrap the card's own controls in <AboveLink> so they keep their own action.
 */
export const StretchedLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Anchor component={Link} to={to} fw={700} className={classes.link}>
    {children}
  </Anchor>
);

export const AboveLink = ({ children }: { children: ReactNode }) => <div className={classes.above}>{children}</div>;
