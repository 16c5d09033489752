import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** An option named `name`, whatever detail follows the name (an address, "archived"). */
export const optionNamed = (name: string) => (accessibleName: string) =>
  accessibleName === name || accessibleName.startsWith(`${name} `);

/** The list a combobox opens. */
export function listOf(field: HTMLElement): HTMLElement {
  return document.getElementById(field.getAttribute('aria-controls') ?? '')!;
}

/** Chooses in a search field as a person does: types the name over what it shows, then clicks it in the list. */
export async function chooseOption(user: UserEvent, field: HTMLElement, name: string): Promise<void> {
  await user.clear(field);
  await user.type(field, name);
  await user.click(await within(listOf(field)).findByRole('option', { name: optionNamed(name) }));
}
