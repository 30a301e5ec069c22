import { msg } from '@/lib/i18n/i18n.ts';
import type { LegalDocument } from './legal-document.ts';

/**
 * The Privacy Policy (/privacy): what the site actually stores (docs/architecture.md's tables) and
 * who receives it. Values: {site}, {operator}, {address}, {email} (OPERATOR_* on the server).
 */
export const PRIVACY: LegalDocument = {
  updated: '2026-12-08',
  sections: [
    {
      id: 'controller',
      title: msg('Who is responsible'),
      blocks: [
        msg(
          '{operator}, {address}, is responsible for the personal data processed through {site}. For anything about your data, write to {email}.',
        ),
      ],
    },
    {
      id: 'data',
      title: msg('What we collect'),
      blocks: [
        {
          list: [
            msg(
              'Account: your name, e-mail address, password (stored only as a one-way hash that nobody can read back), language, country and profile photo, and when you confirmed that you are 18 or older.',
            ),
            msg(
              'Activity: the packs you open, your likes, comments, follows and recommendations, and the reports you file.',
            ),
            msg(
              'Payments: your subscription’s status and dates, and the notifications our payment provider sends about it. Your card details go to the provider and never reach us.',
            ),
            msg(
              'Messages: what you send through the contact form or in a copyright notice, with your contact details.',
            ),
            msg(
              'Technical data: your IP address, recorded with reports and contact messages and used for a short time to limit abuse, and the server’s request logs.',
            ),
          ],
        },
        msg('We collect nothing more, and we do not buy data about you from anyone.'),
      ],
    },
    {
      id: 'device',
      title: msg('On your device'),
      blocks: [
        msg(
          'The site keeps your session, your age confirmation and your choice of language in your browser’s local storage, and your language in a cookie so that pages arrive in it. The site needs these to work. We use no advertising, analytics or tracking cookies.',
        ),
      ],
    },
    {
      id: 'purposes',
      title: msg('Why we use it'),
      blocks: [
        {
          list: [
            msg('to run your account and give you the features you ask for, premium included (our contract with you);'),
            msg(
              'to send the e-mails your account needs, such as address verification and password resets (our contract with you);',
            ),
            msg(
              'to keep the site and its members safe: the age check, limits against abuse, reports and copyright notices (our legitimate interests and our legal obligations);',
            ),
            msg('to keep the records that tax and accounting law requires (a legal obligation).'),
          ],
        },
        msg(
          'We do not sell your data, share it for advertising, or make decisions about you by automated means that have legal effects on you.',
        ),
      ],
    },
    {
      id: 'recipients',
      title: msg('Who receives it'),
      blocks: [
        {
          list: [
            msg('our hosting and e-mail providers, who process it only on our instructions;'),
            msg('the payment provider that bills premium, which also acts under its own privacy policy;'),
            msg(
              'the person who sent a copyright notice, who receives the counter-notice you send, as the DMCA requires;',
            ),
            msg('authorities, when the law obliges us to answer them.'),
          ],
        },
        msg(
          'For free visitors, download links may pass through a link service, which receives the request your browser makes when you follow one.',
        ),
      ],
    },
    {
      id: 'retention',
      title: msg('How long we keep it'),
      blocks: [
        msg(
          'Your account data is kept until you delete your account. Deleting it removes your profile, likes, follows, notifications and sessions at once; your comments stay on the site as "Deleted user" so that replies keep their context.',
        ),
        msg(
          'Payment records are kept as long as tax and accounting law requires. Reports, and the evidence of severe ones, are kept as long as needed to protect people and to answer the authorities. Server logs are deleted after a short time.',
        ),
      ],
    },
    {
      id: 'rights',
      title: msg('Your rights'),
      blocks: [
        msg(
          'On your account page you can see and correct your profile, download a copy of the data we hold about you (Download my data) and delete your account. You can also ask us at {email} to access, correct, erase or restrict your data, or object to how we use it; we answer within one month.',
        ),
        msg(
          'If you think we have not handled your data properly, you can complain to the data protection authority where you live or work.',
        ),
      ],
    },
    {
      id: 'security',
      title: msg('Security'),
      blocks: [
        msg(
          'Connections to the site are encrypted, passwords are stored only as hashes, and only the people who run the site can reach the data, each for their own task. No system is perfectly secure: if a breach puts you at risk, we will tell you.',
        ),
      ],
    },
    {
      id: 'minors',
      title: msg('Minors'),
      blocks: [
        msg(
          'The site is not for anyone under 18, and we do not knowingly collect data about minors. If we learn that an account belongs to a minor, we delete it.',
        ),
      ],
    },
    {
      id: 'transfers',
      title: msg('International transfers'),
      blocks: [
        msg(
          'Our providers may process data in countries other than yours. Where such a country protects it less than yours does, we rely on safeguards such as the European Commission’s standard contractual clauses.',
        ),
      ],
    },
    {
      id: 'changes',
      title: msg('Changes to this policy'),
      blocks: [
        msg(
          'A new version is published on this page with its date, and members are told by e-mail before a change that affects them significantly.',
        ),
      ],
    },
  ],
};
