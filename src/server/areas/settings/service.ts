import type { AuthUser } from '../../../domain/auth';
import { defaultUsAddress, settingKeys, zUsAddress, type UsAddress } from '../../../domain/settings';
import type { Db } from '../../db/client';
import { findSetting, saveSetting } from './queries';

/**
 * The Miami warehouse address customers ship to: the one an admin set, else the company default.
 * A stored value passed this schema when it was written, so it is read with the same schema.
 */
export const getUsAddress = async (db: Db): Promise<UsAddress> => {
  const stored = await findSetting(db, settingKeys.usAddress);
  return stored === undefined ? defaultUsAddress : zUsAddress.parse(stored);
};

export const setUsAddress = async (db: Db, user: AuthUser, address: UsAddress): Promise<UsAddress> => {
  await saveSetting(db, settingKeys.usAddress, address, user.id);
  return address;
};
