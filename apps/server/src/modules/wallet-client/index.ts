// The one client of the seamless wallet (/gw/wallet) for game servers: the Originals server, the provider simulator
// and the next in-house game servers (docs/architecture.md section 4, "shared pieces").
export { signBody } from './signing';
export { httpTransport, injectTransport, type WalletReply, type WalletTransport } from './transports';
export {
  createProviderWalletClient,
  WalletUnavailableError,
  type ProviderWalletClient,
  type ProviderWalletClientOptions,
  type WalletAnswer,
} from './wallet-client';
