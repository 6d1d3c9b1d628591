/** What the OpenAPI document says about each route of `faults.ts`, by method and path. */
import { BODY_ERRORS } from '../../route-errors';
import type { RouteDocs } from '../../route';

export const faultDocs: RouteDocs = {
  'GET /_sandbox/faults': {
    summary: 'The API faults injected per environment',
    answers: '`{sandbox, production}`: each environment’s fault rule, or null',
  },
  'PUT /_sandbox/faults': {
    summary: 'Inject latency and a share of 500/503 answers into one environment’s API',
    answers: 'Every environment’s faults, as GET answers them',
    example: { env: 'sandbox', latencyMs: { min: 200, max: 800 }, errorRate: 0.1, errorStatus: 503 },
    errors: BODY_ERRORS,
  },
};
