import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ActivityLog } from '../../../domain/logs';

/** What the staff member did: a link to the entity's page when it has one, else the sentence alone. */
export const ActivityText = ({ row }: { row: ActivityLog }) =>
  row.link ? (
    <Anchor component={Link} to={row.link} style={{ overflowWrap: 'anywhere' }}>
      {row.activity}
    </Anchor>
  ) : (
    <Text span inherit style={{ overflowWrap: 'anywhere' }}>
      {row.activity}
    </Text>
  );
