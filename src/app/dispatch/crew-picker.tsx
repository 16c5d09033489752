import { useState } from 'react';
import type { Crew } from '../../shared/contract/crews';
import type { FieldChrome } from '../ui/field';
import { SearchCombobox } from '../ui/search-combobox';

/** A choice beside the crews that is not a crew (the unassigned board). */
export interface NotACrew {
  id: string;
  name: string;
}

interface CrewChoice extends NotACrew {
  archived: boolean;
}

export interface CrewPickerProps extends FieldChrome {
  crews: readonly Crew[];
  /** The chosen crew's id (or a choice's of `notCrews`); '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** Choices that are not crews, listed first. */
  notCrews?: readonly NotACrew[];
  /** What no crew means, for a filter ("Any crew"): the choice can then be cleared. */
  emptyChoice?: string;
}

/**
 * Choosing a crew among as many as an organization has (200 is a size the board is built for):
 * what is typed narrows the crews already read, by part of the name; archived ones say so.
 */
export function CrewPicker({ crews, value, onChange, notCrews = [], emptyChoice, ...chrome }: CrewPickerProps) {
  const [text, setText] = useState('');
  const choices: CrewChoice[] = [
    ...notCrews.map((choice) => ({ ...choice, archived: false })),
    ...crews.map((crew) => ({ id: crew.id, name: crew.name, archived: !crew.active })),
  ];
  const typed = text.trim().toLocaleLowerCase();
  const items = choices.filter((choice) => choice.name.toLocaleLowerCase().includes(typed));
  return (
    <SearchCombobox
      {...chrome}
      matches={{ items, pending: false, failed: false }}
      onSearchChange={setText}
      selected={choices.find((choice) => choice.id === value) ?? null}
      onSelect={(choice) => onChange(choice?.id ?? '')}
      itemKey={(choice) => choice.id}
      itemText={(choice) => choice.name}
      itemDetail={(choice) => (choice.archived ? 'archived' : undefined)}
      noMatch={(typedText) => (typedText === '' ? 'No crews yet.' : `No crew matches “${typedText}”.`)}
      emptyChoice={emptyChoice}
      placeholder={emptyChoice ?? 'Type part of a name'}
    />
  );
}
