import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../../domain/logs';
import { useSession } from '../../session/use-session';
import { canOpenLink } from './openable-link';

/** What the staff member did: a link to the entity's page when it has one the viewer may open, else the sentence alone. */
export const ActivityText = ({ row }: { row: ActivityLog }) => {
  const viewer = useSession()?.user ?? null;
  return row.link && canOpenLink(row.link, viewer) ? (
    <Anchor component={Link} to={row.link} style={{ overflowWrap: 'anywhere' }}>
      {row.activity}
    </Anchor>
  ) : (
    <Text span inherit style={{ overflowWrap: 'anywhere' }}>
      {row.activity}
    </Text>
  );
};
