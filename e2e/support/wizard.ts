import type { Page } from '@playwright/test';

/** The campaign wizard's heading for step `n` (of six), which takes focus when the step opens. */
export const stepHeading = (page: Page, n: number, title: string) => page.getByRole('heading', { name: `Step ${n} of 6: ${title}` });
