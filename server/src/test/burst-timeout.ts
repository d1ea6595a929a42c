/** Dozens of requests at once over real HTTP on 2 shared cores: a burst test may take longer than one call. */
export const BURST_TIMEOUT_MS = 90_000;
