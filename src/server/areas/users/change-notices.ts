import { businessTimeZone } from '../../../domain/constants';
import type { Mail } from '../../mail/mailer';
import type { AccountChanges } from './service';

type Owner = { firstName: string; email: string };

const when = (at: Date) =>
  at.toLocaleString('en-US', { timeZone: businessTimeZone, dateStyle: 'long', timeStyle: 'short' });

const ifNotYou = (publicUrl: string) => [
  '',
  `If you did not make this change, reset your password now at ${publicUrl}/forget-password and contact us.`,
];

/**
 * The owner hears of every change to how their account is signed into, whoever made it, so a
 * takeover cannot go unnoticed. The email notice goes to the address they had before.
 */
export const changeNotices = (owner: Owner, changes: AccountChanges, publicUrl: string, at = new Date()): Mail[] => {
  const mails: Mail[] = [];
  if (changes.password) {
    mails.push({
      to: owner.email,
      subject: 'Your password was changed',
      text: [
        `Hello ${owner.firstName},`,
        '',
        `The password of your Bahamas Freight account was changed on ${when(at)} (Nassau time). Every other device signed in to it has been signed out.`,
        ...ifNotYou(publicUrl),
      ].join('\n'),
    });
  }
  if (changes.previousEmail) {
    mails.push({
      to: changes.previousEmail,
      subject: 'Your email address was changed',
      text: [
        `Hello ${owner.firstName},`,
        '',
        `The email address of your Bahamas Freight account was changed from ${changes.previousEmail} to ${owner.email} on ${when(at)} (Nassau time). Mail about your account now goes to the new address.`,
        ...ifNotYou(publicUrl),
      ].join('\n'),
    });
  }
  return mails;
};
