// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './notice';

afterEach(cleanup);

describe('a notice beside the control that caused it', () => {
  it('shows a failure as an alert in the error style', () => {
    render(<Notice text="409: That product is in use. Nothing was changed." testId="problem" />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('notice notice--error');
    expect(alert.textContent).toBe('409: That product is in use. Nothing was changed.');
    expect(alert.dataset.testid).toBe('problem');
  });

  it('shows a success as a status line in the ok style', () => {
    render(<Notice text="Saved." tone="ok" />);
    expect(screen.getByRole('status').className).toBe('notice notice--ok');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is smaller inside a compact form', () => {
    render(<Notice text="Refused." small />);
    expect(screen.getByRole('alert').className).toBe('notice notice--error small');
  });

  it('shows nothing while there is no text', () => {
    const { container } = render(
      <>
        <Notice text={null} />
        <Notice text="" tone="ok" />
        <Notice text={undefined} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('shows text from a request as text, never as markup', () => {
    const { container } = render(<Notice text={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
