import { z } from 'zod';
import { zIdParams } from '../../../domain/common';
import { retailPageSize, zRetailPage, zRetailQuery } from '../../../domain/retail';
import { errorResponses } from '../../http/error-responses';
import { createFileLinks } from '../../http/file-links';
import type { AreaPlugin } from '../plugin';
import { listRetailOrders, openRetailImage } from './service';

const tags = ['retail'];

export const retailRoutes: AreaPlugin = async (app, { deps }) => {
  // The key of every signed file link; a listed image's link names its own URL, so it opens nothing else.
  const links = createFileLinks(deps.config.jwtSecret);

  app.get('/orders/retail', {
    schema: {
      tags,
      operationId: 'listOrdersForSale',
      summary: 'List the orders for sale',
      description: [
        `Orders an admin approved for sale whose invoice is not paid, newest approval first, ${retailPageSize} a page; \`category\` (a tax category id) keeps those holding an item of it.`,
        'Each order shows its goods, its invoice number and total and its images, never the customer it was for; image links open for anyone, guests included, for an hour.',
        '`taxes` lists the categories of the goods of every order for sale, for the filter, and the `category` asked for. Buying is adding the invoice to your cart and paying it by card.',
      ].join(' '),
      querystring: zRetailQuery,
      response: { 200: zRetailPage, ...errorResponses(400) },
    },
    handler: async (request) => listRetailOrders(request.db, links, request.query),
  });

  app.get('/orders/retail/images/:id', {
    schema: {
      tags,
      operationId: 'getOrderForSaleImage',
      summary: 'Open an image of an order for sale',
      description:
        'The image at a link the list gave out (`user`, `expires`, `signature`), valid for an hour. A link past its hour, altered or made for another image, and an image of an order no longer for sale, are answered 404.',
      params: zIdParams,
      querystring: z.object({ user: z.string().optional(), expires: z.string().optional(), signature: z.string().optional() }),
      produces: ['image/png', 'image/jpeg'],
      response: { 200: z.unknown().describe('The image bytes.'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const image = await openRetailImage(request.db, deps.fileStore, links, request.params.id, request.query);
      return reply
        .header('content-type', image.mimeType)
        .header('content-length', image.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(image.stream);
    },
  });
};
