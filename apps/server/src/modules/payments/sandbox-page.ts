const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export type SandboxPageData = {
  merchantName: string;
  methodName: string;
  amount: string;
  orderId: string;
  expiresAt: Date;
  action: string;
};

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{box-sizing:border-box;width:min(92vw,380px);background:#1e293b;border-radius:16px;padding:24px;box-shadow:0 10px 30px #0008}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:4px 0;color:#94a3b8}.amount{font-size:2rem;color:#f8fafc;margin:16px 0}
.note{font-size:.8rem;border:1px dashed #475569;border-radius:8px;padding:8px;margin:16px 0}
button{width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;margin-top:10px;cursor:pointer}
.pay{background:#22c55e;color:#052e16}.decline{background:#334155;color:#e2e8f0}`;

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#22c55e"/>' +
  '<rect x="5" y="9" width="22" height="15" rx="2" fill="#052e16"/><rect x="5" y="12" width="22" height="3" fill="#22c55e"/></svg>';
// the gateway's own mark, inline: without an icon link browsers fetch the merchant's /favicon.ico for it
const HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(ICON_SVG)}">
<title>Sandbox payment</title><style>${STYLE}</style>`;

/** The sandbox gateway's hosted payment page: plain HTML, no script, one form with pay and decline. */
export function sandboxPaymentPage(data: SandboxPageData): string {
  return `<!doctype html>
<html lang="en"><head>${HEAD}</head>
<body><main>
<h1>Sandbox payment gateway</h1>
<p>Pay ${escapeHtml(data.merchantName)} with ${escapeHtml(data.methodName)}</p>
<p class="amount" aria-label="Amount">${escapeHtml(data.amount)}</p>
<p>Order ${escapeHtml(data.orderId)} &middot; open until ${escapeHtml(data.expiresAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</p>
<p class="note">Test gateway: no real money moves. Paying sends the merchant a signed confirmation, as a real gateway would.</p>
<form method="post" action="${escapeHtml(data.action)}">
<button class="pay" type="submit" name="decision" value="pay">Pay ${escapeHtml(data.amount)}</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</form>
</main></body></html>`;
}

/** The page for a payment that cannot be paid (unknown, ended or expired). */
export function sandboxEndedPage(message: string): string {
  return `<!doctype html><html lang="en"><head>${HEAD}</head><body><main><h1>Sandbox payment gateway</h1><p>${escapeHtml(message)}</p>
<p><a href="/m/voucherCenter" style="color:#93c5fd">Back to deposits</a></p></main></body></html>`;
}
