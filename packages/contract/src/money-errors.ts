// Failures of the money calls: HTTP status, errorCode and the server's English message.
// The web app maps errorCode to its own translated text (free_reject is a SPEC key); the message is the fallback.

export const MONEY_ERRORS = {
  /** SPEC 5/6: only member types 0, 1 and 2 may deposit; the web app shows free_reject for 2 s. */
  depositNotAllowed: {
    status: 403,
    errorCode: 'free_reject',
    message: 'Please login an actual account to use this function',
  },
  /** Unknown or switched-off payment method, or a method of another type than the call. */
  methodUnknown: { status: 400, errorCode: 'payment.method.unknown', message: 'This payment method is not available' },
  /** The merchant bank account chosen for a manual transfer is not one of the method's accounts. */
  bankAccountUnknown: {
    status: 400,
    errorCode: 'payment.bank.unknown',
    message: 'Please choose one of the listed bank accounts',
  },
  /** value.minAmount / value.maxAmount in minor units. */
  amountOutOfRange: { status: 400, errorCode: 'amount.range', message: 'The amount is outside the allowed range' },
  /** Receipt not png/jpg by its bytes, or over 5 MB. */
  receiptInvalid: {
    status: 400,
    errorCode: 'receipt.invalid',
    message: 'Please upload a png or jpg image of at most 5 MB',
  },
  /** Too many open (pending) deposits of this player. */
  depositsPending: {
    status: 429,
    errorCode: 'deposit.pending.limit',
    message: 'Too many deposits are waiting, please wait for them to finish',
  },
  /** Sandbox page of an unknown, paid or expired deposit. */
  paymentNotFound: { status: 404, errorCode: 'payment.not.found', message: 'This payment does not exist or has ended' },
  /** Webhook with a missing, wrong or stale signature. */
  callbackSignature: { status: 401, errorCode: 'callback.signature', message: 'Invalid signature' },
  /** Webhook event already received (replay). */
  callbackReplayed: { status: 409, errorCode: 'callback.replayed', message: 'This event was already received' },
  /** Webhook whose amount or currency differs from the order. */
  callbackMismatch: { status: 400, errorCode: 'callback.mismatch', message: 'The callback does not match the order' },

  paymentPasswordMissing: {
    status: 400,
    errorCode: 'payment.password.missing',
    message: 'Please set a withdrawal password first',
  },
  paymentPasswordExists: {
    status: 400,
    errorCode: 'payment.password.exists',
    message: 'A withdrawal password is already set; reset it instead',
  },
  paymentPasswordWrong: {
    status: 400,
    errorCode: 'payment.password.invalid',
    message: 'The withdrawal password is incorrect',
  },
  /** value.retryAfterMs. */
  paymentPasswordLocked: {
    status: 429,
    errorCode: 'payment.password.locked',
    message: 'Too many wrong withdrawal passwords, please try again later',
  },
  /** fields.paymentPassword names the rule. */
  paymentPasswordFormat: { status: 400, errorCode: 'field.invalid', message: 'Please check the highlighted fields' },
  loginPasswordWrong: { status: 400, errorCode: 'password.old.invalid', message: 'The login password is incorrect' },
  paymentPasswordMismatch: {
    status: 400,
    errorCode: 'password.mismatch',
    message: 'Confirmation password not matched',
  },

  bankCardLimit: {
    status: 400,
    errorCode: 'bankcard.limit',
    message: 'You have reached the maximum number of bank cards',
  },
  bankCardDuplicate: { status: 400, errorCode: 'bankcard.duplicate', message: 'This bank card is already added' },
  bankCardUnknown: { status: 400, errorCode: 'bankcard.unknown', message: 'Please choose one of your bank cards' },
  bankUnknown: { status: 400, errorCode: 'bank.unknown', message: 'Please choose one of the listed banks' },
  /** The amount is larger than the withdrawable balance (main wallet). */
  withdrawInsufficient: { status: 400, errorCode: 'wallet.insufficient', message: 'Insufficient balance' },
  /** value.limit: withdrawals a day. */
  withdrawDailyLimit: {
    status: 400,
    errorCode: 'withdraw.daily.limit',
    message: 'The daily withdrawal limit is reached',
  },

  /** Transfer between two wallets that are not main and a transfer-mode vendor. */
  transferInvalid: {
    status: 400,
    errorCode: 'transfer.invalid',
    message: 'Transfers go between the main wallet and a game wallet',
  },

  /** Operator calls. */
  operatorLoginFailed: { status: 400, errorCode: 'ops.login.failed', message: 'Incorrect username or password' },
  operatorLocked: {
    status: 429,
    errorCode: 'ops.login.locked',
    message: 'Too many failed attempts, please try again in 15 minutes',
  },
  operatorNotLoggedIn: { status: 401, errorCode: 'ops.not.session', message: 'Operator session missing or expired' },
  operatorForbidden: {
    status: 403,
    errorCode: 'permission.denied',
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  /** Approve or reject of an order that is no longer pending; value.status. */
  orderNotPending: { status: 409, errorCode: 'order.not.pending', message: 'This order was already decided' },
  orderUnknown: { status: 404, errorCode: 'order.unknown', message: 'No such order' },
  playerUnknown: { status: 404, errorCode: 'player.unknown', message: 'No such player' },
  operatorExists: { status: 400, errorCode: 'ops.operator.exists', message: 'This operator name is taken' },
} as const;

export type MoneyErrorName = keyof typeof MONEY_ERRORS;
