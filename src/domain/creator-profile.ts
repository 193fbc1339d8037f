/**
 * What a creator writes about themselves for their public page (issue 24): a short bio and the languages they post
 * in. Both live in the profile's `details`; the page and the directory read them, and the directory's language filter
 * matches a name of this list (its tag is the lower-case name, migration 0016_directory_search).
 */
export const BIO_MAX = 300;
export const MAX_LANGUAGES = 6;

/** The languages a creator may list: the region's own first, then the world's widely spoken ones, in English. */
export const LANGUAGES = [
  'English', 'Swahili', 'French', 'Arabic', 'Portuguese', 'Amharic', 'Somali', 'Kikuyu', 'Luo', 'Kalenjin', 'Kamba',
  'Luhya', 'Luganda', 'Kinyarwanda', 'Kirundi', 'Oromo', 'Tigrinya', 'Yoruba', 'Igbo', 'Hausa', 'Twi', 'Ewe', 'Wolof',
  'Zulu', 'Xhosa', 'Afrikaans', 'Sotho', 'Tswana', 'Shona', 'Ndebele', 'Lingala', 'Malagasy', 'Spanish', 'German',
  'Italian', 'Dutch', 'Hindi', 'Gujarati', 'Punjabi', 'Urdu', 'Bengali', 'Chinese', 'Japanese', 'Korean', 'Turkish',
] as const;
export type Language = (typeof LANGUAGES)[number];
