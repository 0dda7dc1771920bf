/*
 * Page arithmetic shared by the paged lists. Pages count from 1, and an empty list still has one
 * page, so a client never sees a last page of 0.
 */

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The spec's `meta.pagination` (zPagination). */
export const paginationOf = (page: number, total: number, pageSize: number) => ({ current_page: page, total_pages: lastPage(total, pageSize), total });

/** A long list's result count as its meta gives it: exact up to `cap`, then "cap and more" (read `cap` + 1 rows). */
export const countOf = (matching: number, cap: number) => ({ count: Math.min(matching, cap), count_capped: matching > cap });
