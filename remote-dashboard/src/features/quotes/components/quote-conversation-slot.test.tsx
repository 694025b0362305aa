import { render, screen } from '@testing-library/react';
import { QuoteConversationSlot } from './quote-conversation-slot';

describe('the conversation slot of a quote’s page', () => {
  it('shows nothing until there is a conversation to show', () => {
    const { container } = render(<QuoteConversationSlot />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows what it is given under a Conversation heading', () => {
    render(
      <QuoteConversationSlot>
        <p>Can you do 20 days?</p>
      </QuoteConversationSlot>,
    );
    expect(screen.getByRole('region', { name: 'Conversation' })).toHaveTextContent(
      'Can you do 20 days?',
    );
  });
});
