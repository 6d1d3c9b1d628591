/**
 * What each screen of the built app loads before it can be used, read from Vite's manifest:
 * the entry's static imports, then the chunks the screen starts from (the full app's boot and the
 * screen, or the embed's own runtime) and their static imports. Dynamic imports inside a screen
 * (Monaco, the checkout of an embed, later) are left out: they load after the screen is usable.
 */

/** One chunk as `dist/.vite/manifest.json` describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The full app's boot: the page's entry imports it unless the address is an embed's. */
const APP_BOOT = 'src/app/browser/main.tsx';

/** The screens measured, with the modules each one loads from and its budget in gzip bytes. */
export const SCREEN_BUDGETS = [
  { screen: 'checkout', modules: [APP_BOOT, 'src/ui/checkout/checkout-page.tsx'], budget: 200 * 1024 },
  { screen: 'console', modules: [APP_BOOT, 'src/ui/console/console-page.tsx'], budget: 250 * 1024 },
  { screen: 'keys', modules: [APP_BOOT, 'src/ui/keys/keys-page.tsx'], budget: 250 * 1024 },
  { screen: 'webhooks', modules: [APP_BOOT, 'src/ui/webhooks/webhooks-page.tsx'], budget: 250 * 1024 },
  { screen: 'data', modules: [APP_BOOT, 'src/ui/data/data-page.tsx'], budget: 250 * 1024 },
  { screen: 'scenario', modules: [APP_BOOT, 'src/ui/scenarios/scenario-page.tsx'], budget: 250 * 1024 },
  // A docs embed: its own runtime, up to the answer of its shown step (issue 24).
  { screen: 'embed', modules: ['src/app/embed/embed-boot.tsx'], budget: 160 * 1024 },
  // A webhook example's answer is its delivery timeline, a chunk of its own.
  { screen: 'embed+timeline', modules: ['src/app/embed/embed-boot.tsx', 'src/ui/embed/delivery-timeline.tsx'], budget: 160 * 1024 },
] as const;

/** The JavaScript files a screen needs: the entry's and its modules' static import closures, each file once. */
export function filesForScreen(manifest: Manifest, screenModules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const module of screenModules) if (!manifest[module]) throw new Error(`${module} is not a chunk of this build`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  [...entries, ...screenModules].forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
