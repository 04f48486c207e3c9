// @vitest-environment jsdom
import {afterEach, expect, it, vi} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import Loading from '../../src/theme/Loading';

afterEach(cleanup);

it('shows a failure box with the error and a Retry button that retries', () => {
  const retry = vi.fn();
  render(<Loading error={new Error('Loading chunk 42 failed.')} retry={retry} pastDelay />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toContain('could not be loaded');
  expect(alert.textContent).toContain('Loading chunk 42 failed.');
  fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('announces a slow load after the delay and shows nothing before it', () => {
  const {rerender, container} = render(<Loading pastDelay={false} />);
  expect(container.innerHTML).toBe('');
  rerender(<Loading pastDelay />);
  expect(screen.getByRole('status').textContent).toContain('Loading');
});
