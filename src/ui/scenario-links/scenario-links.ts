/** What "Copy link" and "Copy embed" copy: the app's address with a scenario route, or iframe markup. */

/** `<app>#/scenario/<data>`: the scenario in the full app. `app` is the page's address without query or hash. */
export function scenarioLink(app: string, data: string): string {
  return `${app}#/scenario/${data}`;
}

/** `<app>#/embed/<data>`: only the shown step, for an iframe. */
function embedLink(app: string, data: string): string {
  return `${app}#/embed/${data}`;
}

/**
 * The markup a docs page pastes: the iframe and the build's `embed.js`, which sizes every
 * playground iframe on the page to its content. The title is the scenario's text, escaped.
 */
export function embedSnippet(app: string, data: string, title: string): string {
  const src = escapeAttribute(embedLink(app, data));
  const script = escapeAttribute(new URL('embed.js', app).href);
  return (
    `<iframe src="${src}" title="${escapeAttribute(title)}" style="width: 100%; height: 420px; border: 0" loading="lazy"></iframe>\n` +
    `<script src="${script}" async></script>`
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
