/**
 * What each screen of the built app loads before it can be used, read from Vite's manifest:
 * the page's entry and its static imports, then the screen's chunk and its static imports.
 * Dynamic imports inside a screen (Monaco, later) are left out: they load after the screen is
 * usable. The app's screens load through the app's entry (index.html); the Node server's hosted
 * checkout is a page of its own.
 */

/** One chunk as `dist/.vite/manifest.json` describes it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The app's page: every screen of the static build loads through it. */
export const APP_ENTRY = 'index.html';

/**
 * The screens measured: the page they load in (the app's, unless named), the module that is
 * each one's chunk (none for a page that is the screen), and the budget in gzip bytes.
 */
export const SCREEN_BUDGETS: readonly { screen: string; entry?: string; module?: string; budget: number }[] = [
  { screen: 'checkout', module: 'src/ui/checkout/checkout-page.tsx', budget: 200 * 1024 },
  { screen: 'console', module: 'src/ui/console/console-page.tsx', budget: 250 * 1024 },
  { screen: 'keys', module: 'src/ui/keys/keys-page.tsx', budget: 250 * 1024 },
  { screen: 'webhooks', module: 'src/ui/webhooks/webhooks-page.tsx', budget: 250 * 1024 },
  { screen: 'data', module: 'src/ui/data/data-page.tsx', budget: 250 * 1024 },
  { screen: 'scenario', module: 'src/ui/scenarios/scenario-page.tsx', budget: 250 * 1024 },
  { screen: 'embed', module: 'src/ui/embed/embed-page.tsx', budget: 250 * 1024 },
  // The checkout the Node server serves at redirectUrl: no msw, no in-page gateway, for a phone on slow 4G.
  { screen: 'checkout, Node server', entry: 'hosted-checkout.html', budget: 100 * 1024 },
];

/** The JavaScript files a screen needs: the entry's and the screen's static import closures, each file once. */
export function filesForScreen(manifest: Manifest, screenModule: string | undefined, entry = APP_ENTRY): string[] {
  if (!manifest[entry]) throw new Error(`${entry} is not a chunk of this build`);
  const screen = screenModule === undefined ? undefined : chunkKeyOf(manifest, screenModule);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  [entry, screen].forEach((key) => key !== undefined && visit(key));
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * The manifest key of a module's chunk: its path, or, for a chunk that two pages share (the
 * checkout screen, imported by the hosted checkout's page too), `_<name>-<hash>.js`.
 */
function chunkKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name);
  if (shared.length !== 1) throw new Error(`${module} is not a chunk of this build`);
  return shared[0]!;
}
