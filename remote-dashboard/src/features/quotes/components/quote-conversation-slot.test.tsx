import { render, screen } from '@testing-library/react';
import { QuoteConversationSlot } from './quote-conversation-slot';

describe('the conversation slot of a quote’s page', () => {
  it('shows nothing until there is a conversation to show', () => {
    const { container } = render(<QuoteConversationSlot />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the conversation it is given, which brings its own heading', () => {
    render(
      <QuoteConversationSlot>
        <section aria-label="Conversation">
          <p>Can you do 20 days?</p>
        </section>
      </QuoteConversationSlot>,
    );
    // One region only: the slot adds none of its own.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveTextContent(
      'Can you do 20 days?',
    );
  });
});
