/** What the OpenAPI document says about each route of `faults.ts`, by method and path. */
import { BODY_ERRORS } from '../route-errors';
import { faultsAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { faultRoutes } from './faults';

export const faultDocs: RouteDocs<typeof faultRoutes> = {
  'GET /_sandbox/faults': {
    response: faultsAnswer,
    summary: 'The API faults injected per environment',
    answers: '`{sandbox, production}`: each environment’s fault rule, or null',
  },
  'PUT /_sandbox/faults': {
    response: faultsAnswer,
    summary: 'Inject latency and a share of 500/503 answers into one environment’s API',
    answers: 'Every environment’s faults, as GET answers them',
    example: { env: 'sandbox', latencyMs: { min: 200, max: 800 }, errorRate: 0.1, errorStatus: 503 },
    errors: BODY_ERRORS,
  },
};
