// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { watchHeight } from './report-height';

/** A box whose layout height the test sets, as the browser would after laying out its content. */
function boxOf(height: { value: number }): HTMLElement {
  const box = document.createElement('main');
  box.getBoundingClientRect = () => ({ height: height.value }) as DOMRect;
  document.body.append(box);
  return box;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('the embed’s height, told to the page around it', () => {
  it('is told at once, in whole pixels, then after each change of the content that changes it, a burst of changes told once', async () => {
    const height = { value: 420.2 };
    const posted: number[] = [];
    const watch = watchHeight(boxOf(height), (value) => posted.push(value));
    const box = document.querySelector('main')!;

    height.value = 610;
    box.append(document.createElement('p'), document.createElement('p'));
    box.setAttribute('data-state', 'answered');
    await settled();

    expect(posted).toEqual([421, 610]);
    watch.stop();
  });

  it('is not told again when a change leaves the height as it was, unless the page asks', async () => {
    const height = { value: 300 };
    const posted: number[] = [];
    const watch = watchHeight(boxOf(height), (value) => posted.push(value));

    document.querySelector('main')!.textContent = 'same height';
    await settled();
    watch.remeasure();

    expect(posted).toEqual([300, 300]);
    watch.stop();
  });

  it('follows an image that loads inside it, which changes the height without changing the document', async () => {
    const height = { value: 200 };
    const posted: number[] = [];
    const box = boxOf(height);
    const image = document.createElement('img');
    box.append(image);
    const watch = watchHeight(box, (value) => posted.push(value));

    height.value = 560;
    image.dispatchEvent(new Event('load'));
    await settled();

    expect(posted).toEqual([200, 560]);
    watch.stop();
  });

  it('tells nothing once stopped, nor a height of 0 (a frame not laid out yet)', async () => {
    const height = { value: 0 };
    const posted: number[] = [];
    const watch = watchHeight(boxOf(height), (value) => posted.push(value));
    watch.stop();

    height.value = 500;
    document.querySelector('main')!.append(document.createElement('p'));
    await settled();

    expect(posted).toEqual([]);
  });
});
