/**
 * Remote-gateway boot, for the app as the Node server serves it (`npm run serve -- --ui`, and its
 * hosted checkout): no in-page gateway, no service worker, no gateway data in IndexedDB. Every call goes to the
 * server that served the page, so a team shares one sandbox and its inspector.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { openEntryLog } from '../../storage/entry-log';
import type { RemoteGateway } from '../remote-gateway';
import { App } from '../../ui/app';
import { createSandboxClient } from '../../ui/shared/sandbox-client';
import { connectSandbox } from '../../ui/shared/sandbox-connection';
import { pollingChanges } from './polling-changes';

/**
 * How often a visible page re-reads what it shows. The server's store has no change feed over
 * HTTP, and other people's writes should show up without a reload.
 */
const POLL_MS = 2000;

/** Renders the app against the gateway at `gateway`. */
export function bootRemote(root: Root, gateway: RemoteGateway): void {
  const sandbox = { base: gateway.base, status: gateway.status };
  const production = { base: gateway.liveBase, status: gateway.liveStatus };
  connectSandbox({
    client: createSandboxClient(sandbox),
    changes: pollingChanges(POLL_MS),
    // The console's history stays in this browser, as it does in-page.
    openLog: openEntryLog,
    hosts: { sandbox, production },
  });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
