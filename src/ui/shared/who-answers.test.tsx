// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSandbox, type SandboxConnection } from './sandbox-connection';
import { WhoAnswers } from './who-answers';

afterEach(cleanup);

const connection = (server?: string): SandboxConnection => ({
  client: {} as SandboxConnection['client'],
  changes: { onChange: () => () => undefined },
  openLog: () => Promise.reject(new Error('not used')),
  ...(server ? { server } : {}),
});

describe('what the console says answers its requests', () => {
  it('names the Node server and its address when a server answers', () => {
    connectSandbox(connection('http://127.0.0.1:4010'));
    const { container } = render(<WhoAnswers />);
    expect(container.textContent).toContain('the Node gateway server at http://127.0.0.1:4010');
    expect(container.textContent).not.toContain('inside the page');
  });

  it('names the gateway inside the page otherwise', () => {
    connectSandbox(connection());
    const { container } = render(<WhoAnswers />);
    expect(container.textContent).toContain('the gateway running inside the page answers them');
  });
});
