/** Whom the wizard writes a campaign for: the brand itself, or a partner acting for its client brand (issue 25). */
export type WizardFor = { role: 'brand' } | { role: 'partner'; brandId: string };

export const BRAND: WizardFor = { role: 'brand' };

/** The client brand's id when a partner acts for it (named as `brandId` to the API); undefined for the brand itself. */
export const clientOf = (acting: WizardFor): string | undefined => (acting.role === 'partner' ? acting.brandId : undefined);
