/** Previous / Next for every paged list (the admin's tables, the public directory, earnings). */
export const pagination = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  pageWord: 'page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
