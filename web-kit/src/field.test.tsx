import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Field } from './field';

describe('Field', () => {
  it('names its control by the label', () => {
    render(
      <Field label="Email">
        <input type="email" />
      </Field>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('reads the hint out with the control', () => {
    render(
      <Field id="key" label="Category Key" hint="It cannot be changed later.">
        <input />
      </Field>,
    );
    expect(screen.getByLabelText('Category Key')).toHaveAccessibleDescription(
      'It cannot be changed later.',
    );
  });

  it('marks the control invalid and reads the error out with the hint', () => {
    render(
      <Field label="Quantity" hint="At least 100." error="Quantity is required">
        <input />
      </Field>,
    );
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('At least 100. Quantity is required');
    expect(screen.getByText('Quantity is required')).toBeVisible();
  });

  it('announces the error as it appears when asked to', () => {
    render(
      <Field label="Comment" error="Say what should change" announce>
        <textarea />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Say what should change');
  });

  it('leaves a valid control unmarked and undescribed', () => {
    render(
      <Field label="Name" error="">
        <input />
      </Field>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
  });

  it('makes a required field required, with a mark beside the label only the eye needs', () => {
    render(
      <Field label="Title" required>
        <input />
      </Field>,
    );
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "(optional)" on an optional field, which is not required in the markup', () => {
    render(
      <Field label="Phone" optional>
        <input type="tel" />
      </Field>,
    );
    const phone = screen.getByLabelText('Phone');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleDescription('(optional)');
  });

  it('hands the wiring to a render function, for a select or a textarea', () => {
    render(
      <Field label="Icon" error="Choose an icon" look={{ control: 'app-input' }}>
        {(control) => (
          <select {...control}>
            <option value="">Select an icon</option>
          </select>
        )}
      </Field>,
    );
    const icon = screen.getByRole('combobox', { name: 'Icon' });
    expect(icon).toHaveClass('app-input');
    expect(icon).toHaveAccessibleDescription('Choose an icon');
  });

  it("keeps a child's own class over the app's default look", () => {
    render(
      <Field label="Notes" look={{ control: 'app-input' }}>
        <textarea className="wide" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveClass('wide');
  });
});
