/** The default wait of a send cut by a crash for Meta's status (config CHATS_IN_DOUBT_WAIT_MS). */
export const IN_DOUBT_WAIT_MS = 60_000;
