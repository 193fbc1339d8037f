/**
 * The brand home's list of campaigns. Apart from the wizard's and campaign page's copy (content/campaigns.ts):
 * the brand home is a first page after sign-in, and loads only this (docs/decisions/0008).
 */
export const brandCampaigns = {
  heading: 'Your campaigns',
  newCampaign: 'New campaign',
  empty: 'You have no campaigns yet. Start one: it is saved as a draft until you submit it for review.',
  resume: (title: string) => `Resume ${title}`,
  resumeShort: 'Resume',
  untitled: 'Untitled campaign',
  updated: (date: string) => `Updated ${date}`,
} as const;

