/**
 * The game servers that run inside this server, by provider code: who serves a vendor's games and signs its wallet
 * calls (keys of PROVIDER_SECRETS). Each gets a random wallet secret per process unless PROVIDER_SECRETS names one.
 */
export const SIMULATOR_PROVIDER = 'SIMULATOR';
export const ORIGINALS_PROVIDER = 'ORIGINALS';
export const LOTTERY_PROVIDER = 'LOTTERY';

export const BUILT_IN_PROVIDERS = [SIMULATOR_PROVIDER, ORIGINALS_PROVIDER, LOTTERY_PROVIDER] as const;
