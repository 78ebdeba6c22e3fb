/** The errands page shows the list this many at a time: a board's 500 errands are not one page (bench/errands.ts). */
export const ERRANDS_PAGE_SIZE = 50;
