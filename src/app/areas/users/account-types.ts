import type { AccountType } from '../../../domain/constants';

const labels: Record<AccountType, string> = {
  personal: 'Personal',
  business: 'Business',
  admin: 'Admin',
  worker: 'Worker',
  'worker-v2': 'Worker V2',
  accounts: 'Accounts',
  basic: 'Basic',
};

export const accountTypeLabel = (type: AccountType) => labels[type];

export const accountTypeOptions = (types: readonly AccountType[]) => types.map((type) => ({ value: type, label: labels[type] }));
