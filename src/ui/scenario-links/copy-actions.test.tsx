// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyActions } from './copy-actions';

afterEach(cleanup);

describe('the scenario page’s copy actions', () => {
  it('shows a refused copy in a text area named for what it holds, the message apart from its name', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyActions data="eyJ2IjoxfQ" title="Mugs" />);

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect((await screen.findByRole('status')).textContent).toBe('Copy the link from here:');
    const text = screen.getByRole('textbox', { name: 'The link' }) as HTMLTextAreaElement;
    expect(text.value).toMatch(/#\/scenario\/eyJ2IjoxfQ$/);
  });
});
