import { useState, type FormEvent } from 'react';
import type { Customer } from '../../../shared/contract/customers';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import { useCreateCustomer } from '../api/use-create-customer';

const fields = ['name', 'email', 'phone'] as const;
type Field = (typeof fields)[number];

/** Optional text: blank is "none", sent as null. */
const orNull = (value: string) => value.trim() || null;

export function CreateCustomerDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '' });
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
    // The server validates (one set of rules): its 422 lands on the fields below.
    create.mutate(
      { name: values.name, email: orNull(values.email), phone: orNull(values.phone) },
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
        <TextField label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
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
