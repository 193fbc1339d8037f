/**
 * The limits of a creator's package (issue 24; the package editor, decision 0019's fifth slice), for the API's
 * checks and the editor's fields alike. Prices are minor units; a right's price is part of the package's price.
 */
export const PACKAGE_LIMITS = {
  title: { min: 3, max: 80 },
  description: { min: 10, max: 600 },
  lines: 8,
  quantity: 20,
  rightsPerLine: 3,
  countries: 30,
  deliveryDays: { min: 1, max: 90 },
  /** Active (not withdrawn) packages per creator. */
  active: 10,
} as const;
