import type { ApiClient, ContactInput } from '@threadline/contracts';

/** The public form sends only name, email and message; the answer is not read. */
export async function createContactMessage(api: ApiClient, input: ContactInput): Promise<void> {
  await api.post('/contacts', {
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
  });
}
