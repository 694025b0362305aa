import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types each text into the control its label names, in order. */
export async function typeIntoFields(user: UserEvent, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) {
    await user.type(screen.getByLabelText(label), text);
  }
}

/** Each control its label names reads out this message with it (its accessible description). */
export function expectFieldMessages(messages: Record<string, string>) {
  for (const [label, message] of Object.entries(messages)) {
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  }
}
