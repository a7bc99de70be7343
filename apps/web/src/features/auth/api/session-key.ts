/** The signed-in user's query: set by sign-in and sign-up, read by the session query. */
export const sessionQueryKey = ['session'] as const;
