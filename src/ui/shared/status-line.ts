/**
 * An answer's status as people read it: "503 Service Unavailable". A service worker's or msw's
 * answer often comes without its reason phrase, so the phrases the gateway answers with are
 * known here.
 */
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function statusLine(status: number, statusText = ''): string {
  const reason = statusText || REASONS[status];
  return reason ? `${status} ${reason}` : String(status);
}
