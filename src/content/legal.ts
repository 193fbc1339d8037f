import { contactEmail } from './contact.ts';
import { moneyBack } from './refunds.ts';
import { titles } from './titles.ts';

/**
 * Privacy Policy (11 sections) and Terms of Service (8 sections), spec §2, in plain language.
 * They must agree with spec §1: minimum age 18; liability capped at 12 months of payments; replies to inquiries
 * within 2-3 business days. Refunds say what the product does (issue 19 overrides §1's "non-refundable"): unspent
 * campaign money goes back to the brand's balance; launch fees and plan payments are not refunded.
 */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface Policy {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

export const policyLabels = { toc: 'Contents', updated: 'Last updated', backToTop: 'Back to contents' } as const;

const reply = `Write to us at ${contactEmail}. We reply to inquiries within 2-3 business days.`;

export const privacyPolicy: Policy = {
  title: titles.privacy,
  updated: '22 November 2026',
  intro: 'This policy explains what personal data Sauti collects, why, and the choices you have. We have written it to be read, not skimmed past.',
  sections: [
    { id: 'who-we-are', heading: '1. Who we are', paragraphs: ['Sauti is an influencer marketing platform based in Kenya that connects brands, creators and partners around the world. Sauti is the data controller for the personal data described here.', 'We process personal data in line with the Kenya Data Protection Act, 2019, and with the data protection laws of the other places we serve, such as the GDPR for people in the European Union and the United Kingdom.'] },
    {
      id: 'data-we-collect',
      heading: '2. Information we collect',
      paragraphs: ['We collect only what we need to run Sauti:'],
      list: [
        'Account details: your email address, name, username, date of birth, country and role.',
        'Profile details: for creators, connected social accounts, handles and niches; for brands, company name, industry and marketing goals.',
        'Campaign data: briefs, budgets, submitted content, approvals and messages.',
        'Performance data from trackable links: impressions, clicks, engagement and conversions.',
        'Payment details needed to hold and release funds and to send withdrawals.',
        'Technical data: device and browser type, and logs kept to keep the service secure.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How we use your information',
      paragraphs: ['We use your information to:'],
      list: ['create and secure your account, including sending one-time sign-in codes;', 'match brands with suitable creators;', 'run campaigns, report performance and process payments;', 'verify creators and prevent fraud and fake engagement;', 'answer your questions and send service messages;', 'improve Sauti using aggregated, de-identified statistics.'],
    },
    { id: 'legal-bases', heading: '4. Our legal bases', paragraphs: ['We process your data because it is necessary to provide the service you signed up for, to meet our legal obligations (for example tax and anti-fraud rules), for our legitimate interests in keeping Sauti safe and useful, or because you have given consent, which you can withdraw at any time.'] },
    { id: 'sharing', heading: '5. How we share information', paragraphs: ['We never sell your personal data. When a brand and a creator work together, each sees the profile and campaign details needed for that collaboration.', 'We share data with service providers who help us run Sauti, such as hosting, email and payment providers (including banks, M-Pesa and PayPal for withdrawals), under contracts that require them to protect it. We may disclose data when the law requires it.'] },
    { id: 'transfers', heading: '6. International transfers', paragraphs: ['Because Sauti serves people in many countries, your data may be processed outside the country where you live, including in and outside Kenya. When it is, we use the safeguards the law requires, such as contractual protections, so it keeps the same level of protection.'] },
    { id: 'retention', heading: '7. How long we keep data', paragraphs: ['We keep account data while your account is open. After you close it we delete or anonymise your data within a reasonable time, except records we must keep by law, such as payment and tax records.'] },
    {
      id: 'your-rights',
      heading: '8. Your rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      list: ['be told how your data is used;', 'access the data we hold about you;', 'correct data that is wrong;', 'ask us to delete your data;', 'object to or restrict certain processing;', 'receive your data in a portable format.'],
    },
    { id: 'security', heading: '9. Security', paragraphs: ['We protect your data with encryption in transit, hashed sign-in codes and tokens, and access limited to the people who need it. No system is perfectly secure, so we will tell you and the relevant authorities of a breach that puts you at risk, as the law requires.'] },
    { id: 'age', heading: '10. Age requirement', paragraphs: ['Sauti is for adults. You must be at least 18 years old to create an account, and we do not knowingly collect data from anyone younger. If you believe a minor has signed up, tell us and we will delete the account.'] },
    { id: 'changes-contact', heading: '11. Changes and contact', paragraphs: ['We will post any changes to this policy here and tell you of significant ones before they take effect.', `To use your rights or ask a question, write to us at ${contactEmail}. We reply to inquiries within 2-3 business days. If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner in Kenya or to the data protection authority where you live.`] },
  ],
};

export const termsOfService: Policy = {
  title: titles.terms,
  updated: '22 November 2026',
  intro: 'These terms are the agreement between you and Sauti when you use our platform. Please read them; they are short on purpose.',
  sections: [
    { id: 'acceptance', heading: '1. Accepting these terms', paragraphs: ['By creating an account or using Sauti you agree to these terms and to our Privacy Policy. If you use Sauti for a business, you confirm that you may accept these terms on its behalf.'] },
    { id: 'eligibility', heading: '2. Eligibility and accounts', paragraphs: ['You must be at least 18 years old to use Sauti. Keep your account details accurate and your email secure, because sign-in codes are sent there. You are responsible for activity on your account.'] },
    {
      id: 'using-sauti',
      heading: '3. Using Sauti',
      paragraphs: ['Brands create campaigns, creators apply and deliver content, and partners help manage campaigns. You agree not to:'],
      list: ['post misleading claims or hide that content is sponsored;', 'buy or fake followers, views or engagement;', 'share hateful, illegal or infringing content;', 'misuse other users’ data or try to break the platform’s security.'],
    },
    { id: 'campaigns', heading: '4. Campaigns and content', paragraphs: ['Brands submit each campaign for review and are notified when it is approved. Creators are verified, usually within 1-3 business days, before they can apply.', 'Creators keep ownership of the content they make and grant the brand the usage rights agreed in the campaign brief.'] },
    {
      id: 'payments',
      heading: '5. Payments, fees and refunds',
      paragraphs: ['Creating an account is free; brands pay per campaign launch. Brands and creators can try one plan free for 14 days, with no card needed; each account gets one trial.', 'When a campaign launches, its funds are held until the brand approves the completed work, then released to the creator. Withdrawals go to bank, M-Pesa or PayPal depending on region.', `${moneyBack} Nothing here takes away a refund the law gives you. If you disagree about a campaign, use our dispute process before any chargeback.`],
    },
    { id: 'intellectual-property', heading: '6. Intellectual property', paragraphs: ['Sauti’s name, software and design belong to Sauti. You may not copy or resell them. You keep the rights to the content you upload and give us a licence to display it so the service works.'] },
    { id: 'liability', heading: '7. Limitation of liability', paragraphs: ['Sauti is provided as it is. We are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid to Sauti in the 12 months before the claim. Nothing here limits rights that the law does not allow us to limit.'] },
    { id: 'changes-law-contact', heading: '8. Changes, governing law and contact', paragraphs: ['We may update these terms and will tell you of significant changes before they take effect. These terms are governed by the laws of Kenya, without taking away the protection consumer laws give you where you live.', reply] },
  ],
};
