/** The four listeners' ports: each environment's base and status hosts. */

export interface ListenPorts {
  /** Sandbox `{base_url}`; 0 picks a free port for every listener not given one. */
  port: number;
  /** Sandbox `{status_base_url}`. Default: `port + 1`. */
  statusPort?: number;
  /** Production `{base_url}`. Default: `port + 2`. */
  livePort?: number;
  /** Production `{status_base_url}`. Default: `livePort + 1`. */
  liveStatusPort?: number;
}

/**
 * Every port filled in: defaults count up from `port` (4010, 4011, 4012, 4013), and with
 * `port` 0 a port not given is 0 too, a free one. Not range-checked: the caller says what is wrong.
 */
export function defaultPorts({ port, statusPort, livePort, liveStatusPort }: ListenPorts): Required<ListenPorts> {
  const after = (from: number, step: number) => (port === 0 ? 0 : from + step);
  const live = livePort ?? after(port, 2);
  return {
    port,
    statusPort: statusPort ?? after(port, 1),
    livePort: live,
    liveStatusPort: liveStatusPort ?? (live === 0 ? 0 : live + 1),
  };
}
