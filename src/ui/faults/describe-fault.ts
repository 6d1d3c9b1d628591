/** Faults in words, for the header badge and the Faults screen. Pure: no fetch, no DOM. */
import { type Environment, type FaultRule, type FaultSettings, isActive } from '../../gateway';

/** "+200 ms, 100% 503 on 2 endpoints" */
export function describeRule(rule: FaultRule): string {
  const parts: string[] = [];
  const latency = rule.latencyMs;
  if (typeof latency === 'number' && latency > 0) parts.push(`+${latency} ms`);
  if (typeof latency === 'object' && latency.max > 0) parts.push(`+${latency.min}–${latency.max} ms`);
  if (rule.errorRate > 0) parts.push(`${Math.round(rule.errorRate * 1000) / 10}% ${rule.errorStatus}`);
  const scope = rule.endpoints ? ` on ${rule.endpoints.length} endpoint${rule.endpoints.length === 1 ? '' : 's'}` : '';
  return parts.join(', ') + scope;
}

/** The active rules, environment by environment: `[['sandbox', '100% 503']]`. */
export function activeFaults(settings: FaultSettings | null): [Environment, string][] {
  if (!settings) return [];
  return (['sandbox', 'production'] as const).flatMap((env) => {
    const rule = settings[env];
    return isActive(rule) ? [[env, describeRule(rule)] as [Environment, string]] : [];
  });
}

/**
 * The endpoints a rule can name, from the OpenAPI document: every gateway endpoint as
 * `METHOD /path/{param}`, the sandbox helpers left out (faults never reach them).
 */
export function faultableEndpoints(document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths ?? {})
    .filter(([path]) => !path.startsWith('/_sandbox/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}
