import { businessTimeZone } from '../../../domain/constants';
import type { Mail } from '../../mail/mailer';

type Owner = { firstName: string; email: string };

/** What an edit changed that the owner must hear about; the email is the one the owner had. */
export type AccountChanges = { password: boolean; previousEmail: string | null };

const when = (at: Date) =>
  at.toLocaleString('en-US', { timeZone: businessTimeZone, dateStyle: 'long', timeStyle: 'short' });

/** One notice: what changed and when, and what to do if it was not the owner. */
const notice = (owner: Owner, to: string, subject: string, change: string, publicUrl: string): Mail => ({
  to,
  subject,
  text: [
    `Hello ${owner.firstName},`,
    '',
    change,
    '',
    `If you did not make this change, reset your password now at ${publicUrl}/forget-password and contact us.`,
  ].join('\n'),
});

/**
 * The owner hears of every change to how their account is signed into, whoever made it, so a
 * takeover cannot go unnoticed. The email notice goes to the address they had before.
 */
export const changeNotices = (owner: Owner, changes: AccountChanges, publicUrl: string, at = new Date()): Mail[] => {
  const notices: Mail[] = [];
  if (changes.password) {
    const change = `The password of your Bahamas Freight account was changed on ${when(at)} (Nassau time). Every other device signed in to it has been signed out.`;
    notices.push(notice(owner, owner.email, 'Your password was changed', change, publicUrl));
  }
  if (changes.previousEmail) {
    const change = `The email address of your Bahamas Freight account was changed from ${changes.previousEmail} to ${owner.email} on ${when(at)} (Nassau time). Mail about your account now goes to the new address.`;
    notices.push(notice(owner, changes.previousEmail, 'Your email address was changed', change, publicUrl));
  }
  return notices;
};
