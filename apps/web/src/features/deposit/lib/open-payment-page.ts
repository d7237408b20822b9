import { apiUrl } from '../../../shared/lib/request-context';

/** Leaves the app for the gateway's hosted payment page; it comes back to /m/voucherCenter?deposit=<id>. */
export function openPaymentPage(payUrl: string): void {
  window.location.assign(/^https?:\/\//i.test(payUrl) ? payUrl : apiUrl(payUrl));
}
