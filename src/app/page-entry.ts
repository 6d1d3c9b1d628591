/**
 * The page's one script, kept tiny: an embed (`#/embed/<data>`) starts its own small runtime,
 * a gateway in the frame's memory with no service worker and no storage, since a docs page on
 * another site may deny it both, once it is its turn (embeds on screen first, see embed-turn.ts);
 * anything else starts the full app with its IndexedDB workspaces and service worker.
 */
import { scenarioLinkOf } from './browser/workspace';
import { embedTurn } from './embed/embed-turn';

const link = scenarioLinkOf(location.hash);
const started = link?.kind === 'embed' ? startEmbed(link.data) : import('./browser/main');

async function startEmbed(data: string): Promise<unknown> {
  const turn = embedTurn();
  try {
    await turn.started;
    const { bootEmbed } = await import('./embed/embed-boot');
    return await bootEmbed(data, { onAnswered: turn.answered });
  } catch (error) {
    turn.answered();
    throw error;
  }
}

started.catch((error: unknown) => {
  // Without a gateway nothing else works: say so on the page rather than leave "Starting…".
  const message = document.createElement('p');
  message.className = 'boot-message boot-message--error';
  message.textContent = `The sandbox gateway could not start: ${String((error as Error)?.message ?? error)}`;
  document.getElementById('root')?.replaceChildren(message);
});
