import { z } from 'zod';
import type { AreaPlugin } from '../plugin';
import { openStoredFile } from './service';

const prefix = '/api/files/';

/** An ASCII name for old clients, and the exact name in RFC 5987 form for the rest. */
const contentDisposition = (fileName: string) => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${fallback}"; filename*=UTF-8''${exact}`;
};

export const filesRoutes: AreaPlugin = async (app, { deps }) => {
  app.get('/files/*', {
    schema: {
      tags: ['files'],
      operationId: 'getFile',
      summary: 'Download an uploaded file',
      description: [
        'An invoice file, order image or shipment attachment, at the path its upload answered: `<order id>/<file name>`, or `s<shipment id>/<file name>` for a shipment, which only admins and workers read.',
        'Answers carry file URLs as links signed for their user, valid for an hour (`user`, `expires`, `signature`), so links and <img> work without the bearer header; the session token in `token` is accepted too, as older clients send it.',
        "An invoice file uploaded by staff (origin Manual) is for special staff only, and images are for staff: anything the caller may not read is answered 404, as if it did not exist.",
      ].join(' '),
      querystring: z.object({ token: z.string().optional(), user: z.string().optional(), expires: z.string().optional(), signature: z.string().optional() }),
    },
    config: { fileLinks: true },
    handler: async (request, reply) => {
      // The raw, undecoded path: an encoded slash or dot can never turn into a path separator.
      const raw = request.url.split('?')[0]!;
      const path = raw.startsWith(prefix) ? raw.slice(prefix.length) : '';
      const file = await openStoredFile(request.db, deps.fileStore, request.user!, path);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });
};
