import { isCustomerType, type AccountType } from '../../domain/constants';
import type { EndpointPolicy } from '../../domain/access';

const special = 'staff with the special capability';

const rolesText = (roles: readonly AccountType[]) => {
  const staff = roles.filter((role) => !isCustomerType(role));
  const customers = roles.filter(isCustomerType);
  return [...(staff.length > 0 ? [`staff of type ${staff.join(', ')}`] : []), ...(customers.length > 0 ? [`customers (${customers.join(', ')})`] : [])].join(', and ');
};

const callers = ({ roles, special: needs }: EndpointPolicy) => {
  if (roles === 'public') return 'anyone, signed in or not';
  if (roles === 'signed-in') return 'any signed-in user';
  if (roles.length === 0) return needs === 'also' ? special : 'nobody';
  return `${rolesText(roles)}${needs === 'also' ? `, and ${special}` : ''}`;
};

/**
 * Who may call an endpoint, in words, from its entry in src/domain/access.ts: the server enforces
 * that table, so the document says what is enforced.
 */
export const describeAccess = (policy: EndpointPolicy) => {
  const sentences = [`**Who may call it:** ${callers(policy)}.`];
  if (policy.special === 'required') sentences.push('The caller must also have the special capability.');
  if (policy.owner) {
    const exempt = policy.ownerExempt?.length ? ` (${policy.ownerExempt.join(', ')} may name anyone)` : '';
    sentences.push(`\`${policy.owner}\` must be the caller's own user id${exempt}: a customer naming another gets 404, staff 403.`);
  }
  if (policy.scoped) sentences.push("A customer reaches only their own records; anyone else's are answered 404.");
  return sentences.join(' ');
};
