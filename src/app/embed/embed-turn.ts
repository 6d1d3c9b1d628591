/**
 * When an embed starts its work. The embeds of one docs page share one renderer, and so one main
 * thread: twelve eager frames starting at once all finish late, the ones the reader is looking at
 * included. So a frame on screen starts at once, and one off screen waits until the frames on
 * screen have answered.
 *
 * Chromium runs no `requestAnimationFrame` in a cross-site frame it does not render, one off
 * screen, so a frame whose callback runs is on screen. Nothing says a frame is off screen, so the
 * others start at the page's first idle moment unless a sibling on screen is still starting, and
 * otherwise when it says it answered. Every frame starts sooner or later, with no timer to
 * guess: a page in a background tab (no frame painted) starts them all when idle.
 *
 * Siblings are the parent's frames of this frame's origin: they read each other's state directly
 * and hear each other's answers by `postMessage` addressed to this origin, so frames of other
 * sites on the page read and hear nothing. A frame with an opaque origin (sandboxed without
 * allow-same-origin) has no siblings to wait for and starts at once.
 */

/** Sibling → sibling: this frame, started on screen, has answered (or failed, or gone). */
export const ANSWERED_MESSAGE = 'gateway-playground:embed-answered';

/** Where a frame is in its start, read by its siblings from its window. */
type TurnState = 'waiting' | 'on-screen' | 'off-screen' | 'answered';
const STATE = '__gatewayPlaygroundEmbedTurn';

type TurnWindow = Window & { [STATE]?: TurnState };

/** The windows of the parent's other frames that share this frame's origin. */
function siblingsOf(self: Window): TurnWindow[] {
  const siblings: TurnWindow[] = [];
  for (let index = 0; index < self.parent.length; index++) {
    const frame = self.parent[index] as TurnWindow | undefined;
    if (!frame || frame === self) continue;
    try {
      // Reading a property of another origin's window throws: those frames are not ours.
      if (frame.origin === self.origin) siblings.push(frame);
    } catch {
      // Another site's frame.
    }
  }
  return siblings;
}

/** How long a frame off screen waits for an idle moment at most before it looks whether to start. */
const IDLE_WAIT_MS = 1_000;
/** How many such waits may end with no sibling yet painted before the frame takes it that none will be. */
const IDLE_WAITS = 3;

/** Resolves when this frame should start; `answered()` then tells the waiting siblings. */
export function embedTurn(self: Window = window): { started: Promise<void>; answered(): void } {
  const own = self as TurnWindow;
  const framed = self.parent !== self && self.origin !== 'null';
  if (!framed) return { started: Promise.resolve(), answered() {} };
  own[STATE] = 'waiting';
  const started = new Promise<void>((resolve) => {
    const startOffScreen = () => {
      if (own[STATE] !== 'waiting' || siblingsOf(self).some((sibling) => sibling[STATE] === 'on-screen')) return;
      own[STATE] = 'off-screen';
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === self.origin && (event.data as { type?: unknown } | null)?.type === ANSWERED_MESSAGE) startOffScreen();
    };
    self.addEventListener('message', onMessage);
    // Painted: on screen, so it goes now. One that started off screen and turns out to be on
    // screen before it answers holds back the others from then on.
    self.requestAnimationFrame(() => {
      if (own[STATE] === 'answered') return;
      own[STATE] = 'on-screen';
      self.removeEventListener('message', onMessage);
      resolve();
    });
    // A frame that loads after its siblings have taken their turns does not wait for an idle moment.
    if (siblingsOf(self).some((sibling) => sibling[STATE] === 'off-screen' || sibling[STATE] === 'answered')) startOffScreen();
    // The first idle moment comes once the frames on screen have painted, and so are known.
    // Chromium may hold an off-screen frame's idle callbacks: the timeout makes sure of it.
    // A wait that ended by its timeout is no idle moment: on a busy machine the frames on screen
    // may not have painted yet, so while every sibling is still undecided it waits again, a few
    // times, before taking it that none is on screen (a tab in the background).
    let waits = 0;
    const onIdle = (deadline?: IdleDeadline) => {
      const siblings = siblingsOf(self);
      const undecided = siblings.length > 0 && siblings.every((sibling) => sibling[STATE] === 'waiting');
      if (deadline?.didTimeout && undecided && ++waits < IDLE_WAITS) self.requestIdleCallback(onIdle, { timeout: IDLE_WAIT_MS });
      else startOffScreen();
    };
    if ('requestIdleCallback' in self) self.requestIdleCallback(onIdle, { timeout: IDLE_WAIT_MS });
    else setTimeout(startOffScreen, 0); // Safari: a task after the page's pending ones stands in.
  });
  let told = false;
  const answered = () => {
    if (told) return;
    told = true;
    const wasOnScreen = own[STATE] === 'on-screen';
    own[STATE] = 'answered';
    if (!wasOnScreen) return;
    for (const sibling of siblingsOf(self)) sibling.postMessage({ type: ANSWERED_MESSAGE }, self.origin);
  };
  // A frame that goes before answering must not keep its siblings waiting.
  self.addEventListener('pagehide', answered);
  return { started, answered };
}
