/**
 * What each screen of the built app loads before it can be used, read from Vite's manifest:
 * the page's entry and its static imports, then the chunks the screen starts from (the full app's
 * boot and the screen, or the embed's own runtime) and their static imports. Dynamic imports
 * inside a screen (Monaco, the checkout of an embed, later) are left out: they load after the
 * screen is usable. The app's screens load through the app's page (index.html); the Node server's
 * hosted checkout is a page of its own.
 */

/** One chunk as `dist/.vite/manifest.json` describes it. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The app's page: every screen of the static build, and the embed, loads through it. */
const APP_ENTRY = 'index.html';

/** The full app's boot: the page's entry imports it unless the address is an embed's. */
const APP_BOOT = 'src/app/browser/main.tsx';

/**
 * The screens measured: the page they load in (the app's, unless named), the modules whose
 * chunks each one starts from (none for a page that is the screen), and the budget in gzip bytes.
 */
export const SCREEN_BUDGETS: readonly { screen: string; entry?: string; modules: readonly string[]; budget: number }[] = [
  { screen: 'checkout', modules: [APP_BOOT, 'src/ui/checkout/checkout-page.tsx'], budget: 200 * 1024 },
  { screen: 'console', modules: [APP_BOOT, 'src/ui/console/console-page.tsx'], budget: 250 * 1024 },
  { screen: 'keys', modules: [APP_BOOT, 'src/ui/keys/keys-page.tsx'], budget: 250 * 1024 },
  { screen: 'webhooks', modules: [APP_BOOT, 'src/ui/webhooks/webhooks-page.tsx'], budget: 250 * 1024 },
  { screen: 'data', modules: [APP_BOOT, 'src/ui/data/data-page.tsx'], budget: 250 * 1024 },
  { screen: 'scenario', modules: [APP_BOOT, 'src/ui/scenarios/scenario-page.tsx'], budget: 250 * 1024 },
  // A docs embed: its own runtime, up to the answer of its shown step (issue 24).
  { screen: 'embed: plain answer', modules: ['src/app/embed/embed-boot.tsx'], budget: 160 * 1024 },
  // A webhook example's answer is its delivery timeline, a chunk of its own.
  {
    screen: 'embed: delivery timeline',
    modules: ['src/app/embed/embed-boot.tsx', 'src/ui/embed/delivery-timeline.tsx'],
    budget: 160 * 1024,
  },
  // A QR banner's answer: the gateway loads the banner renderer (and the QR encoder) to draw it.
  { screen: 'embed: PNG banner', modules: ['src/app/embed/embed-boot.tsx', 'src/gateway/banners/banner.ts'], budget: 160 * 1024 },
  // The checkout its redirectUrl opens inside the frame.
  {
    screen: 'embed: checkout',
    modules: ['src/app/embed/embed-boot.tsx', 'src/ui/embed/embed-checkout.tsx', 'src/ui/checkout/checkout-page.tsx'],
    budget: 160 * 1024,
  },
  // The checkout the Node server serves at redirectUrl: no msw, no in-page gateway, for a phone on slow 4G.
  { screen: 'checkout, Node server', entry: 'hosted-checkout.html', modules: [], budget: 100 * 1024 },
];

/** The JavaScript files a screen needs: its page's and its modules' static import closures, each file once. */
export function filesForScreen(manifest: Manifest, screenModules: readonly string[], entry = APP_ENTRY): string[] {
  if (!manifest[entry]) throw new Error(`${entry} is not a chunk of this build`);
  const starts = [entry, ...screenModules.map((module) => chunkKeyOf(manifest, module))];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
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
