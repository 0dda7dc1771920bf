import fc from 'fast-check';
import { shellScript, smallJpeg, smallPdf, smallPng } from '../multipart';
import { hostileText, HugeText, hugeText, pathTraversals } from './hostile-text';

/** The valid form of an upload route: its file field, its text fields and a file it takes. */
export type MultipartSample = { field: string; fields: Record<string, string>; file: { name: string; type: string; content: FileContent } };

type FileContent = 'png' | 'pdf' | 'jpeg' | 'shell' | 'empty' | 'large' | 'over-limit';
type FilePart = { field: string; name: string; type: string; content: FileContent };

/**
 * A multipart body: on an upload route, its own form with hostile text fields, file names, kinds
 * and counts; on a JSON route, the wrong content type. `damage` cuts the body short or names a
 * boundary the body does not use.
 */
export type MultipartMutation = {
  kind: 'multipart';
  fields: [string, string | HugeText][];
  files: FilePart[];
  damage: { cutAt: number } | 'no-boundary' | 'wrong-boundary' | null;
};

const contents: Record<FileContent, () => Uint8Array> = {
  png: smallPng,
  pdf: smallPdf,
  jpeg: smallJpeg,
  shell: shellScript,
  empty: () => new Uint8Array(0),
  large: () => new Uint8Array(2 * 1024 * 1024).fill(0x41),
  // One byte past the server's 10 MB a file.
  'over-limit': () => new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41),
};

export const multipartMutations = (sample: MultipartSample | undefined): fc.Arbitrary<MultipartMutation> => {
  const fieldNames = [...Object.keys(sample?.fields ?? {}), sample?.field ?? 'file'];
  const name = fc.oneof(fc.constantFrom(...fieldNames), hostileText());
  const file = fc.record({
    field: fc.oneof({ weight: 3, arbitrary: fc.constant(sample?.field ?? 'file') }, { weight: 1, arbitrary: name }),
    name: fc.oneof(fc.constant(sample?.file.name ?? 'invoice.pdf'), fc.constantFrom(...pathTraversals), hostileText(), hostileText().map((text) => `${text}.pdf`)),
    type: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/x-shellscript', 'application/octet-stream', ''),
    content: fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom<FileContent>('png', 'pdf', 'jpeg', 'shell', 'empty') },
      { weight: 1, arbitrary: fc.constantFrom<FileContent>('large', 'over-limit') },
    ),
  });
  return fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(fc.tuple(name, fc.oneof({ weight: 8, arbitrary: hostileText() }, { weight: 1, arbitrary: hugeText() })), { maxLength: 4 }),
    files: fc.array(file, { maxLength: 7 }),
    damage: fc.oneof(
      { weight: 6, arbitrary: fc.constant(null) },
      { weight: 2, arbitrary: fc.record({ cutAt: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }) }) },
      { weight: 1, arbitrary: fc.constantFrom('no-boundary' as const, 'wrong-boundary' as const) },
    ),
  });
};

/** The body as a browser's FormData writes it, from the sample's fields overridden by the mutation's, then damaged. */
export const multipartBody = async (sample: MultipartSample | undefined, mutation: MultipartMutation) => {
  const form = new FormData();
  const fields = new Map<string, string>(Object.entries(sample?.fields ?? {}));
  for (const [name, value] of mutation.fields) fields.set(name, value instanceof HugeText ? value.text() : value);
  for (const [name, value] of fields) form.append(name, value);
  for (const part of mutation.files) form.append(part.field, new Blob([new Uint8Array(contents[part.content]())], { type: part.type }), part.name);
  const response = new Response(form);
  const whole = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type')!;
  const { damage } = mutation;
  if (damage === 'no-boundary') return { payload: whole, contentType: 'multipart/form-data' };
  if (damage === 'wrong-boundary') return { payload: whole, contentType: 'multipart/form-data; boundary=not-the-one-used' };
  return { payload: damage ? whole.subarray(0, Math.floor(whole.length * damage.cutAt)) : whole, contentType };
};
