import { INDUSTRIES, industrySlug } from '../domain/catalog.ts';
import { titles } from './titles.ts';

/** Survey copy and choices (spec §3 "Survey submission", "Survey choices"; §5; §8). */
export interface Choice {
  value: string;
  label: string;
}

/** The value every "Other (Please specify)" option submits; its text box appears only while it is ticked. */
export const OTHER = 'other';
const other: Choice = { value: OTHER, label: 'Other (Please specify)' };

/** Every stored choice follows spec §9's rule for industries: lowercase, spaces turned to hyphens. */
const slug = industrySlug;
const industries = INDUSTRIES.map((label) => ({ value: industrySlug(label), label }));

const scale = (labels: string[]): Choice[] => labels.map((label) => ({ value: slug(label), label }));

export interface CheckGroup {
  kind: 'checks';
  name: 'marketingGoals' | 'marketingActivities' | 'socialMediaHesitation' | 'supportGuidance';
  legend: string;
  choices: Choice[];
  /** The text field for "Other (Please specify)". */
  otherName: `${CheckGroup['name']}Other`;
  otherLabel: string;
}
export interface RadioGroup {
  kind: 'radios';
  name: 'marketingResultsImportance' | 'toolValue' | 'aiFamiliarity' | 'sautiInterest' | 'earlyAccessOffer';
  legend: string;
  choices: Choice[];
}
export interface TextQuestion {
  kind: 'text' | 'textarea' | 'email' | 'select';
  name: 'industrySector' | 'biggestChallenge' | 'aiConcerns' | 'location' | 'companyName' | 'emailAddress';
  label: string;
  required?: boolean;
  autoComplete?: string;
  choices?: Choice[];
}
export type Question = CheckGroup | RadioGroup | TextQuestion;

const otherFor = (name: CheckGroup['name']) => ({ otherName: `${name}Other` as const, otherLabel: 'Please specify' });

export const surveySections: { title: string; questions: Question[] }[] = [
  {
    title: 'Your Business and Marketing',
    questions: [
      { kind: 'select', name: 'industrySector', label: 'Which industry or sector is your business in?', required: true, choices: industries },
      {
        kind: 'checks', name: 'marketingGoals', legend: 'What are your main marketing goals? (Select all that apply)', ...otherFor('marketingGoals'),
        choices: [...scale(['Brand awareness', 'New customers']), { value: 'sales-revenue', label: 'Sales/revenue' }, ...scale(['Retain customers', 'Online presence']), other],
      },
      {
        kind: 'checks', name: 'marketingActivities', legend: 'Which marketing activities have you tried? (Select all that apply)', ...otherFor('marketingActivities'),
        choices: [
          ...scale(['Traditional ads', 'Word of mouth', 'Organic social media']), { value: 'website-blog', label: 'Website/blog' },
          ...scale(['Email marketing', 'Online ads', 'Influencer marketing', 'None']), other,
        ],
      },
    ],
  },
  {
    title: 'Social Media and Challenges',
    questions: [
      {
        kind: 'checks', name: 'socialMediaHesitation', legend: 'What makes you hesitate about social media marketing? (Select all that apply)', ...otherFor('socialMediaHesitation'),
        choices: [
          { value: 'dont-know-where-to-start', label: "Don't know where to start" }, { value: 'unclear-roi', label: 'Unclear ROI' },
          ...scale(['Lack of time', 'Too expensive', 'Too complex']), { value: 'unsure-effective', label: "Unsure it's effective" },
          { value: 'prefer-traditional', label: 'Prefer traditional marketing' }, other,
        ],
      },
      { kind: 'textarea', name: 'biggestChallenge', label: 'What is your biggest marketing challenge right now?' },
      {
        kind: 'radios', name: 'marketingResultsImportance', legend: 'How important is it to see clear results from your marketing?',
        choices: scale(['Not important', 'Somewhat important', 'Important', 'Very important', 'Crucial']),
      },
    ],
  },
  {
    title: 'Tools, Support and AI',
    questions: [
      {
        kind: 'radios', name: 'toolValue', legend: 'How valuable would a tool that connects you with local influencers be?',
        choices: scale(['Not valuable', 'Slightly valuable', 'Moderately valuable', 'Very valuable', 'Extremely valuable']),
      },
      {
        kind: 'checks', name: 'supportGuidance', legend: 'What support or guidance would help you most? (Select all that apply)', ...otherFor('supportGuidance'),
        choices: [
          ...scale(['Finding the right influencers', 'Planning a marketing strategy', 'Creating content', 'Measuring results', 'Managing budgets', 'Training and workshops']),
          other,
        ],
      },
      { kind: 'radios', name: 'aiFamiliarity', legend: 'How familiar are you with AI tools for marketing?', choices: scale(['Not at all', 'Slightly', 'Moderately', 'Very familiar']) },
      {
        kind: 'radios', name: 'sautiInterest', legend: 'How interested are you in using Sauti for AI-assisted influencer marketing?',
        choices: scale(['Not interested', 'Slightly interested', 'Moderately interested', 'Very interested', 'Extremely interested']),
      },
      { kind: 'textarea', name: 'aiConcerns', label: 'Do you have any concerns about using AI in your marketing?' },
    ],
  },
  {
    title: 'Early Access and Contact',
    questions: [
      {
        kind: 'radios', name: 'earlyAccessOffer', legend: 'Would you like early access to Sauti?',
        choices: [{ value: 'yes', label: 'Yes, definitely' }, { value: 'maybe', label: "Maybe, I'd like to learn more" }, { value: 'not-now', label: 'Not at this time' }],
      },
      { kind: 'text', name: 'location', label: 'Where is your business located?', autoComplete: 'country-name' },
      { kind: 'text', name: 'companyName', label: 'Company name', autoComplete: 'organization' },
      { kind: 'email', name: 'emailAddress', label: 'Email address', required: true, autoComplete: 'email' },
    ],
  },
];

export const surveyContent = {
  title: titles.survey,
  intro: 'Tell us how you market your business today. It takes about five minutes, and your answers shape what we build.',
  requiredNote: 'Fields marked * are required.',
  selectPlaceholder: 'Select an industry',
  required: 'required',
  submit: 'Submit Survey',
  submitting: 'Submitting...',
  errors: {
    industrySector: 'Please choose your industry or sector.',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address.',
    tooLong: 'This answer is too long.',
  },
  toasts: {
    success: { title: 'Success', description: 'Your survey has been submitted successfully.' },
    error: { title: 'Error', description: 'Submission failed. Please try again.' },
  },
} as const;
