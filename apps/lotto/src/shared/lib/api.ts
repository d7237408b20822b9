import { API } from '@palaro/contract/api-paths';

/** The contract's LOTTERY_SESSION_HEADER; its module brings the schema library, which this bundle does without. */
const LOTTERY_SESSION_HEADER = 'x-lottery-session';

export { API };

/** A refusal of the server (its errorCode) or of the network (`network`). */
export class ApiFailure extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

type Envelope<T> = { success: true; value: T } | { success: false; errorCode: string; message: string };

/**
 * One call of the /lgw API: its value, or an ApiFailure. The lottery session, when given, goes in its header
 * (docs/server/lottery-orders.md).
 */
export async function callApi<T>(
  path: string,
  { session, body, query }: { session?: string; body?: object; query?: Record<string, string | number> } = {},
): Promise<T> {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  let response: Response;
  try {
    response = await fetch(`${path}${search}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(session ? { [LOTTERY_SESSION_HEADER]: session } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiFailure('network', 'The network is unavailable');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new ApiFailure('network', `Unexpected answer ${response.status}`);
  if (!envelope.success) throw new ApiFailure(envelope.errorCode, envelope.message);
  return envelope.value;
}
