import type { z } from 'zod';
import { listOf, zIdParams } from '../../domain/common';
import { errorResponses } from '../http/error-responses';
import { activityOn } from './activity';

type EditableList<Item extends z.ZodType, Body extends z.ZodType> = { tag: string; entity: string; item: Item; body: Body };

const changeErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * The route schemas of a list that admins edit (checkpoints, offices, taxes, rates): the list, a
 * new row answered 201, a row replaced by id, a row deleted by id and answered as it was; each
 * change is logged against `entity`. A routes file spreads these into its own schemas, so each
 * route still names its path, summary and handler where it is registered.
 */
export const editableList = <Item extends z.ZodType, Body extends z.ZodType>({ tag, entity, item, body }: EditableList<Item, Body>) => {
  const tags = [tag];
  return {
    tags,
    list: { tags, response: { 200: listOf(item), ...errorResponses(401, 403) } },
    create: { tags, body, response: { 201: item, ...changeErrors } },
    update: { tags, params: zIdParams, body, response: { 200: item, ...changeErrors } },
    remove: { tags, params: zIdParams, response: { 200: item, ...changeErrors } },
    activity: activityOn(entity),
  };
};
