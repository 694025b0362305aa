import { render, screen } from '@testing-library/react';
import { StartUpSplash } from './start-up-splash';

describe('the start-up splash', () => {
  it('shows only the logo: the counter is not displayed and the message is for screen readers', () => {
    jest.useFakeTimers();
    const { container } = render(<StartUpSplash brandName="Threadline Garments" />);
    expect(screen.getByRole('img', { name: 'Threadline Garments' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Initializing...');
    expect(screen.getByRole('status')).toHaveClass('tl-splash__status');
    expect(container).not.toHaveTextContent(/\d+\s*%/);
    jest.useRealTimers();
  });
});
