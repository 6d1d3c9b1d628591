/**
 * Remote-gateway boot, for the app as the Node server serves it (`npm run serve -- --ui`, and its
 * hosted checkout): no in-page gateway, no service worker, no gateway data in IndexedDB. Every call goes to the
 * server that served the page, so a team shares one sandbox and its inspector.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { openEntryLog } from '../../storage/idb/entry-log';
import type { RemoteGateway } from '../remote-gateway';
import { App } from '../../ui/app';
import { createSandboxClient } from '../../ui/shared/sandbox-client';
import { connectSandbox } from '../../ui/shared/sandbox-connection';
import { useServerReach } from '../../ui/shell';
import { serverChanges } from './server-changes';

/** Renders the app against the gateway at `gateway`. */
export function bootRemote(root: Root, gateway: RemoteGateway): void {
  const sandbox = { base: gateway.base, status: gateway.status };
  const production = { base: gateway.liveBase, status: gateway.liveStatus };
  connectSandbox({
    client: createSandboxClient(sandbox),
    // The server pushes its changes: every tab and every person on it sees a write at once.
    changes: serverChanges(gateway.base, useServerReach.getState()),
    // The console's history stays in this browser, as it does in-page.
    openLog: openEntryLog,
    hosts: { sandbox, production },
    server: gateway.base,
  });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
