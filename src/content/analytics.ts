import { METRICS_SOURCE_NOTE, type MetricField } from '../domain/metrics-types.ts';
import { creatorCopy } from './creator.ts';
import { titles } from './titles.ts';

/** The analytics screens' copy: a campaign's, a brand's and a creator's measures, charts, exports and reports. */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const MEASURE_KEYS = [
  'impressions', 'clicks', 'ctr', 'engagementRate', 'conversions', 'conversionRate', 'spend', 'cpc', 'costPerConversion', 'revenue', 'roas', 'roi',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export const measureLabel: Record<MeasureKey, string> = {
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'Click-through rate (CTR)',
  engagementRate: 'Engagement rate',
  conversions: 'Conversions',
  conversionRate: 'Conversion rate',
  spend: 'Spend',
  cpc: 'Cost per click (CPC)',
  costPerConversion: 'Cost per conversion',
  revenue: 'Revenue',
  roas: 'Return on ad spend (ROAS)',
  roi: 'Return on investment (ROI)',
};

/** What spend counts, which differs by scope: a campaign's includes its launch fee, a creator's row is their fee alone. */
export type MeasureScope = 'campaign' | 'creator';

/** One line per figure saying what it is based on (shown under each figure). */
export const measureBasis = (key: MeasureKey, scope: MeasureScope): string => {
  const spend = scope === 'campaign' ? 'creators’ fees plus the launch fee' : 'your fees from brands';
  return {
    impressions: 'As reported by the creators, with a screenshot.',
    clicks: 'Counted by Sauti on the trackable links, bots and repeats left out.',
    ctr: 'Clicks ÷ impressions.',
    engagementRate: 'Likes, comments, shares and saves ÷ impressions, as reported.',
    conversions: 'Sales attributed by link or code.',
    conversionRate: 'Conversions ÷ clicks.',
    spend: `Spend here is ${spend}.`,
    cpc: 'Spend ÷ clicks.',
    costPerConversion: 'Spend ÷ conversions.',
    revenue: 'The value of the attributed sales.',
    roas: 'Revenue ÷ spend; shown once there is a sale.',
    roi: '(Revenue − spend) ÷ spend; shown once there is a sale.',
  }[key];
};

export const analyticsCopy = {
  /** The screen says where the figures come from: Sauti has no platform data of its own. */
  sourceNote: METRICS_SOURCE_NOTE,
  sourceMore: 'Sauti counts clicks on the trackable links and the conversions itself. A dash (—) means there is nothing to divide by yet.',
  loadFailed: 'We could not load the analytics',
  retry: 'Try again',
  measuresHeading: 'Measures',
  totalsHeading: (currency: string) => `Totals in ${currency}`,
  noData: 'No results yet.',
  /** Shown instead of a return (ROI, ROAS) that would only read −100% because nothing has sold yet. */
  notEnoughData: 'Not enough data yet',
  unattributed: (n: number, revenue: string) => `${plural(n, 'conversion')} for this campaign named no creator (${revenue}); they are not in any creator’s figures.`,
  csv: {
    button: 'Download CSV',
    busy: 'Preparing the CSV…',
    done: (name: string) => `The CSV file ${name} was downloaded.`,
  },
  charts: {
    seriesTitle: 'Impressions, clicks and conversions per day',
    seriesSummary: (days: number, impressions: number, clicks: number, conversions: number) =>
      `Line chart over ${plural(days, 'day')}: ${impressions} impressions, ${clicks} clicks and ${conversions} conversions in all. The table below has each day.`,
    seriesEmpty: 'Nothing has been reported, clicked or converted yet, so there is no daily chart.',
    day: 'Day (EAT)',
    showTable: 'Show the figures as a table',
    compareBy: 'Compare by',
    compareSummary: (what: string, rows: string) => `Bar chart of ${what}: ${rows}.`,
    compareEmpty: 'There is nothing to compare yet.',
    compareNoData: 'Nothing has been reported, clicked or converted yet, so there is nothing to chart. The table has every figure.',
    tableLabel: (title: string) => `${title}: every measure`,
    tableHint: 'The table scrolls sideways: focus it and use the arrow keys to see every measure.',
    legend: 'Lines:',
  },
};

export const campaignAnalyticsCopy = {
  title: (campaign: string) => `${titles.brandCampaignAnalytics}: ${campaign}`,
  back: 'Back to the campaign',
  creatorsHeading: 'Per creator',
  creatorsTitle: 'Creators compared',
  creator: 'Creator',
  reports: 'Reports',
  creatorsBasis: 'Per creator, spend is that creator’s fee alone. The campaign’s spend above also includes the launch fee, so its ROI is lower than the creators’.',
  open: 'View analytics',
};

export const brandAnalyticsCopy = {
  title: titles.brandAnalytics,
  intro: 'Your launched campaigns’ results. Money is never added across currencies, so each currency has its own totals.',
  campaignsHeading: 'Per campaign',
  campaignsTitle: 'Campaigns compared',
  campaign: 'Campaign',
  currency: 'Currency',
  openCampaign: (title: string) => `${title}: view analytics`,
  noCampaigns: 'You have no launched campaigns yet. Analytics start once a campaign is paid for.',
  seriesPartial: 'The daily chart adds up your campaigns’ days; a campaign whose figures could not be loaded is left out.',
};

export const performanceCopy = {
  title: titles.influencerPerformance,
  intro: 'Your results across your contracts: what brands paid you, and the clicks and sales your links and code brought.',
  contractsHeading: 'Per contract',
  contractsTitle: 'Contracts compared',
  campaign: 'Campaign',
  noContracts: 'You have no contracts yet. Your performance shows here once a brand accepts you.',
  seriesTitle: 'Impressions you reported, by the last day of each report',
  seriesSummary: (n: number, impressions: number) => `Line chart of ${plural(n, 'report')}: ${impressions} impressions reported in all. The table below has each one.`,
  seriesEmpty: 'You have not reported any figures yet.',
  reportRow: 'Last day · campaign',
  status: 'Contract',
};

/** A contract's status in words; an unknown one reads as sent. */
export const contractStatusLabel = (status: string): string =>
  (creatorCopy.contractStatus as Record<string, string>)[status] ?? status;

export const metricFieldLabel: Record<MetricField, string> = {
  impressions: 'Impressions', reach: 'Reach', likes: 'Likes', comments: 'Comments', shares: 'Shares', saves: 'Saves', views: 'Views',
};

export const reportForm = {
  heading: 'Report your figures',
  intro: 'Copy the figures from your platform’s statistics for the post, and add a screenshot of them. Brands see your figures as reported by you, with the screenshot as evidence.',
  contract: 'Contract',
  figuresLegend: 'Figures from your platform',
  viewsHint: 'Leave at 0 for a photo.',
  periodLegend: 'The period the figures cover',
  periodStart: 'First day',
  periodEnd: 'Last day',
  screenshot: 'Screenshot of the statistics',
  screenshotHint: 'A PNG, JPEG or WebP image, up to 15 MB.',
  submit: 'Send report',
  done: (title: string) => `Your figures for ${title} were saved.`,
  noContracts: 'You can report figures once you have a contract.',
  errors: {
    whole: (label: string) => `Enter ${label.toLowerCase()} as a whole number, 0 or more.`,
    reach: 'Reach counts each person once, so it cannot be more than impressions.',
    periodStart: 'Enter the first day.',
    periodEnd: 'Enter the last day.',
    order: 'The last day cannot be before the first day.',
    screenshot: 'Add a screenshot of the post’s statistics as evidence.',
    screenshotType: 'The screenshot must be a PNG, JPEG or WebP image.',
    screenshotSize: 'The screenshot must be 15 MB or smaller.',
  },
};
