import { titles } from './titles.ts';

/**
 * Copy for the admin inbox (signed-in area issue). The spec has no wording for it, so the list names
 * follow the admin home's links (src/content/account.ts) and the rest is plain, short English.
 */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const list = (title: string, one: string, many: string, intro: string) => ({
  title,
  intro,
  caption: title,
  found: (total: number, from: number, to: number) =>
    total === 0 ? `No ${many} match.` : `${count(total, one, many)} found. Showing ${from} to ${to}.`,
  empty: `No ${many} to show.`,
});

export const admin = {
  inbox: {
    title: titles.adminInbox,
    intro: 'Everything visitors and members have sent, newest first.',
    back: 'Back to the inbox',
    count: (n: number) => count(n, 'item', 'items'),
    loadFailed: 'The inbox could not be loaded.',
    retry: 'Try again',
  },
  surveys: list(titles.adminInboxSurveys, 'response', 'responses', 'Answers to the small business marketing survey.'),
  contacts: list(titles.adminInboxContacts, 'message', 'messages', 'Messages sent through the contact form.'),
  applications: list(titles.adminInboxApplications, 'application', 'applications', 'Applications sent through the careers page, with their files.'),
  accounts: list(titles.adminInboxAccounts, 'account', 'accounts', 'Every account, its role and its trial.'),
  filters: {
    label: 'Search and filter',
    search: 'Search',
    searchHint: {
      surveys: 'Email, company, location or written answers',
      contacts: 'Name, email, subject or message',
      applications: 'Name, email, role, location or motivation',
      accounts: 'Name or email',
    },
    apply: 'Apply',
    clear: 'Clear filters',
    any: 'Any',
    industry: 'Industry',
    role: 'Role',
    trial: 'Trial',
    noRole: 'No role yet',
    trialStates: { active: 'Active', ended: 'Ended', none: 'None' },
  },
  columns: {
    received: 'Received',
    email: 'Email',
    company: 'Company',
    industry: 'Industry',
    location: 'Location',
    interest: 'Interest in Sauti',
    challenge: 'Biggest challenge',
    from: 'From',
    subject: 'Subject',
    message: 'Message',
    applicant: 'Applicant',
    role: 'Role',
    whyJoin: 'Why they want to join',
    files: 'Files',
    name: 'Name',
    trial: 'Trial',
    deletion: 'Deletion',
    created: 'Created',
  },
  none: '—',
  noName: 'No name yet',
  trial: {
    active: (plan: string, date: string) => `${plan}, active until ${date}`,
    ended: (plan: string, date: string) => `${plan}, ended ${date}`,
    none: 'No trial',
  },
  deletionOn: (date: string) => `Scheduled for ${date}`,
  files: {
    download: (name: string, kind: 'resume' | 'portfolio') => `Download ${name} (${kind === 'resume' ? 'resume' : 'portfolio file'})`,
    downloading: 'Downloading...',
    failed: { title: 'Download failed', description: 'The file could not be downloaded. Please try again.' },
    none: 'No files',
  },
  charts: {
    title: 'Answers at a glance',
    basis: (n: number) => `Counts over ${count(n, 'response', 'responses')} matching the filters.`,
    none: 'No responses match, so there is nothing to chart yet.',
    summary: (answered: number, parts: string) => `Bar chart, ${count(answered, 'response', 'responses')} answered: ${parts}.`,
    showTable: 'Show the counts as a table',
    answer: 'Answer',
    responses: 'Responses',
  },
} as const;

export type ListCopy = (typeof admin)['contacts'];
