/** What a failed request or action says to the person: the error's own message, or a general one. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');
