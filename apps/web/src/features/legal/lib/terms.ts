import { msg } from '@/lib/i18n/i18n.ts';
import type { LegalDocument } from './legal-document.ts';

/**
 * The Terms of Service (/terms). Values: {site}, {operator}, {address}, {email} (OPERATOR_* on the
 * server) and {price}, the monthly price without its currency sign.
 */
export const TERMS: LegalDocument = {
  updated: '2026-12-08',
  sections: [
    {
      id: 'about',
      title: msg('Who we are'),
      blocks: [
        msg(
          '{site} is operated by {operator}, {address} ("we", "us"). These terms are an agreement between you and us about your use of the website and of any account you create on it.',
        ),
        msg(
          'By using the site you accept these terms and our Privacy Policy. If you do not accept them, do not use the site.',
        ),
      ],
    },
    {
      id: 'adults',
      title: msg('Adults only'),
      blocks: [
        msg(
          'The site shows links to and previews of sexually explicit material. You may use it only if you are at least 18 years old, have reached the age of majority where you live, and are allowed by the law of that place to view such material.',
        ),
        msg(
          'Do not let anyone under 18 use your device or your account to reach the site. Parental-control software can block it: every page carries the RTA (Restricted To Adults) label.',
        ),
      ],
    },
    {
      id: 'index',
      title: msg('What the site does'),
      blocks: [
        msg(
          '{site} is a link index. It lists packs stored by third-party file hosts, each with a title, a description, a preview picture and a link to the host. We do not host, upload, produce or sell the files themselves, and we do not control the file hosts.',
        ),
        msg(
          'A link may stop working, change or be removed at any time. A download from a file host is between you and that host, under its own terms.',
        ),
      ],
    },
    {
      id: 'account',
      title: msg('Your account'),
      blocks: [
        msg(
          'Give a real e-mail address and keep your password to yourself. You are responsible for what is done with your account; tell us at once at {email} if you think someone else has used it.',
        ),
        msg(
          'Some features need a verified e-mail address. Until it is verified, an account can open only a few packs.',
        ),
      ],
    },
    {
      id: 'conduct',
      title: msg('Acceptable use'),
      blocks: [
        msg('You must not:'),
        {
          list: [
            msg(
              'post, link to or ask for material showing anyone under 18, or anyone who did not consent to it being made or shared;',
            ),
            msg('post anything unlawful, threatening or hateful, or anything that harasses or exposes another person;'),
            msg('post spam, advertising or links to malicious software;'),
            msg('get around the age check, the limits of free accounts or any security measure;'),
            msg('copy or scrape the catalogue in bulk, or put an unreasonable load on the site;'),
            msg('pretend to be someone else, or use another person’s account.'),
          ],
        },
      ],
    },
    {
      id: 'comments',
      title: msg('Comments and reports'),
      blocks: [
        msg(
          'You keep the rights to the comments you post, and give us a worldwide, non-exclusive, royalty-free licence to show them on the site while they are there. We may remove any comment, and suspend any account, that breaks these terms.',
        ),
        msg(
          'Report a pack, a model page or a comment with its Report button. Reports of material involving a minor or made without consent are dealt with first and can hide the item at once.',
        ),
      ],
    },
    {
      id: 'copyright',
      title: msg('Copyright'),
      blocks: [
        msg(
          'We respect copyright. Notices of infringement and counter-notices are handled as our DMCA page describes, and we close the accounts of repeat infringers.',
        ),
      ],
    },
    {
      id: 'premium',
      title: msg('Premium membership'),
      blocks: [
        msg(
          'Premium costs ${price} per month, is billed by our payment provider and renews automatically every month until you cancel it.',
        ),
        msg(
          'You can cancel at any time in the billing portal. Premium then stays until the end of the month you have paid for, and no further payment is taken. Unless the law where you live says otherwise, a month that has started is not refunded.',
        ),
        msg(
          'A refund or a chargeback ends premium at once. We may change the price for future months, and will tell you before a renewal at a new price.',
        ),
      ],
    },
    {
      id: 'warranty',
      title: msg('No warranty'),
      blocks: [
        msg(
          'The site is provided "as is" and "as available". We do not promise that it, or any file a link leads to, will be available, accurate, lawful where you are, or free of viruses or other harmful code. Downloading from a third-party host is at your own risk.',
        ),
      ],
    },
    {
      id: 'liability',
      title: msg('Limitation of liability'),
      blocks: [
        msg(
          'As far as the law allows, we are not liable for indirect or consequential loss, for lost data or profits, or for the content and conduct of third-party sites and file hosts. Our total liability to you for any claim is limited to what you paid us in the 12 months before it arose.',
        ),
        msg(
          'Nothing in these terms limits liability that the law does not allow to be limited, or your rights as a consumer under the law of the country where you live.',
        ),
      ],
    },
    {
      id: 'ending',
      title: msg('Ending your use'),
      blocks: [
        msg(
          'You can delete your account at any time on your account page; a running subscription is cancelled with it. We may suspend or close an account that breaks these terms, and will say why unless the law or the safety of others prevents it.',
        ),
      ],
    },
    {
      id: 'changes',
      title: msg('Changes to these terms'),
      blocks: [
        msg(
          'We may change these terms. The new version is published on this page with its date, and members are told of an important change by e-mail or on the site before it applies. Using the site after that means you accept the new terms.',
        ),
      ],
    },
    {
      id: 'law',
      title: msg('Governing law'),
      blocks: [
        msg(
          'These terms are governed by the law of the country where the operator is established. This does not take away the protection that the mandatory law of the country where you live gives you as a consumer.',
        ),
      ],
    },
    {
      id: 'contact',
      title: msg('Contact'),
      blocks: [msg('Questions about these terms: write to {email}, or to {operator}, {address}.')],
    },
  ],
};
