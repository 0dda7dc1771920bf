import { useState } from 'react';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { maxUploadBytes, uploadMessages } from '../../../../domain/uploads';

type Props = {
  label: string;
  accept: string;
  hint: string;
  /** How many more files the order can take. */
  room: number;
  pending: boolean;
  /** Uploads the files and answers with those that failed, which stay chosen for another try. */
  onUpload: (files: File[]) => Promise<File[]>;
};

const problemOf = (files: File[], room: number) => {
  if (files.length > room) return room === 1 ? 'Choose only 1 more file.' : `Choose at most ${room} files.`;
  const large = files.find((file) => file.size > maxUploadBytes);
  return large ? `${large.name}: ${uploadMessages.tooLarge}` : null;
};

/**
 * Picks files and uploads them. Size and count are checked here as well so nobody waits for a
 * 10 MB upload to be refused; the server checks them again, and the file's real type.
 */
export const OrderDetailFileUpload = ({ label, accept, hint, room, pending, onUpload }: Props) => {
  const [files, setFiles] = useState<File[]>([]);
  const problem = problemOf(files, room);
  const upload = async () => setFiles(await onUpload(files));
  return (
    <Stack gap="xs">
      <FileInput
        multiple
        clearable
        label={label}
        description={hint}
        placeholder={room > 0 ? 'Choose files' : 'No more files can be added'}
        accept={accept}
        value={files}
        onChange={setFiles}
        error={problem}
        disabled={room <= 0 || pending}
        size="md"
        // Mantine's placeholder grey is below 4.5:1 on white; the theme's dimmed grey passes.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {room <= 0 && (
        <Text size="sm" c="dimmed">
          Remove a file before adding another.
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={18} />}
          onClick={() => void upload()}
          loading={pending}
          disabled={files.length === 0 || !!problem || pending}
          mih={44}
        >
          Upload
        </Button>
      </Group>
    </Stack>
  );
};
