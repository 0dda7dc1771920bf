/** Query keys of the CC payments area; everything under ['credits'] goes stale when a payment is recorded. */
export const creditsKey = ['credits'] as const;
export const creditsPageKey = (search: string, page: number) => [...creditsKey, 'page', search, page] as const;
export const creditKey = (id: number) => [...creditsKey, id] as const;
