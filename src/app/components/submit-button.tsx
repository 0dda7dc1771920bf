import { useId, type ReactNode } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';

type ReasonProps = { id: string; reason: string | null; ta?: 'right' };

/**
 * The words beside a disabled button saying why it is disabled; the button points at them with
 * aria-describedby={id}. A grey button alone leaves a person guessing which field holds them back.
 */
export const DisabledReason = ({ id, reason, ta }: ReasonProps) =>
  reason === null ? null : (
    <Text id={id} size="sm" c="dimmed" ta={ta}>
      {reason}
    </Text>
  );

type Props = ButtonProps & {
  /** Why the button cannot be used yet, or null when it can; the button is disabled exactly while there is one. */
  reason: string | null;
  children: ReactNode;
};

/** A form's submit button with, while it is disabled, the reason under it. */
export const SubmitButton = ({ reason, children, ...button }: Props) => {
  const reasonId = useId();
  return (
    <Stack gap={6}>
      <Button type="submit" {...button} disabled={reason !== null} aria-describedby={reason === null ? undefined : reasonId}>
        {children}
      </Button>
      <DisabledReason id={reasonId} reason={reason} />
    </Stack>
  );
};
