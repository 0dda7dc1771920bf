/*
 * Page arithmetic shared by the paged lists. Pages count from 1, and an empty list still has one
 * page, so a client never sees a last page of 0.
 */

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The spec's `meta.pagination` (zPagination). */
export const paginationOf = (page: number, total: number, pageSize: number) => ({ current_page: page, total_pages: lastPage(total, pageSize), total });
