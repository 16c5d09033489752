import { useState, type FormEvent } from 'react';
import type { Customer } from '../../../shared/contract/customers';
import { looksLikePhoneNumber } from '../../../shared/domain/phone-number';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import { useCreateCustomer } from '../api/use-create-customer';

const fields = ['name', 'email', 'phone'] as const;
type Field = (typeof fields)[number];

/** Optional text: blank is "none", sent as null. */
const orNull = (value: string) => value.trim() || null;

/**
 * Advice, never a refusal (api.md takes any phone up to 40 characters): "ask for Bob at the front
 * desk" is a customer's phone too, and the clerk decides.
 */
const PHONE_WARNING = 'This does not look like a phone number, e.g. (503) 555-0142. It will be saved as typed.';
const phoneWarning = (phone: string) =>
  phone.trim() === '' || looksLikePhoneNumber(phone) ? undefined : PHONE_WARNING;

export function CreateCustomerDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
  // Said once the clerk has left the field, not at the first digit typed.
  const [phoneLeft, setPhoneLeft] = useState(false);
  const create = useCreateCustomer();

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: problemFor(create.error, field),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server validates (one set of rules): its 422 lands on the fields below. The form only tidies what was typed.
    create.mutate(
      { name: values.name.trim(), email: orNull(values.email), phone: orNull(values.phone) },
      {
        onSuccess: (customer) => {
          onClose();
          onCreated(customer);
        },
      },
    );
  }

  return (
    <Dialog title="New customer" onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <FormErrorSummary error={create.error} shownFields={fields} />
        <TextField label="Name" required autoComplete="off" data-autofocus {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...bind('email')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          {...bind('phone')}
          warning={phoneLeft ? phoneWarning(values.phone) : undefined}
          onBlur={() => setPhoneLeft(true)}
        />
        <div className="ui-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create customer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
