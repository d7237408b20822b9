// The transports live with the shared provider-wallet client; the Originals server picks one in plugin.ts.
export { httpTransport, injectTransport, type WalletReply, type WalletTransport } from '../wallet-client';
