/** Largest request body `/api/trpc` reads; the biggest input, a batch of forms, is a few kB. */
export const API_MAX_BODY_BYTES = 100 * 1024;

/** Most calls in one `/api/trpc` batch. The web client's batch link splits larger ones. */
export const API_MAX_BATCH_SIZE = 10;

/**
 * Largest request body `/api/ai/chat` reads: one message of at most 4,000 characters (up to four
 * bytes each in UTF-8) and its ids.
 */
export const AI_CHAT_MAX_BODY_BYTES = 20 * 1024;
