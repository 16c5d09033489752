import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useState, type ReactNode } from 'react';
import { Field, type FieldChrome, type FieldControlProps } from './field';
import './search-combobox.css';

/** The matches of what was typed, as the picker read them (from the server or a list it holds). */
export interface Matches<Item> {
  items: readonly Item[];
  /** Matches of the text typed are still to come: the items shown, if any, are an earlier search's. */
  pending: boolean;
  /** The matches could not be read. */
  failed: boolean;
  /** More match than are listed: the next ones are read when the list reaches its end. */
  more?: { hasMore: boolean; loading: boolean; onLoadMore: () => void } | undefined;
}

export interface SearchComboboxProps<Item> extends FieldChrome {
  matches: Matches<Item>;
  selected: Item | null;
  onSelect: (item: Item | null) => void;
  /** The text typed, while it is a search: '' once an item is picked or the field is left. */
  onSearchChange: (text: string) => void;
  /** Whether the list is open (a picker reading from the server reads only then). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  itemKey: (item: Item) => string;
  /** The item's name, shown in the field once picked. */
  itemText: (item: Item) => string;
  /** What tells two items of one name apart (an address, "archived"), under the name in the list. */
  itemDetail?: ((item: Item) => ReactNode) | undefined;
  /** Said in the list when nothing matches the text ('' when nothing is typed): "No customer matches “zel”." */
  noMatch: (text: string) => string;
  /** What the list says while its first matches are read: "Finding customers…". */
  finding?: string | undefined;
  /**
   * For a filter: what no choice means ("All customers"), shown in the empty field. Emptying the
   * field and leaving it chooses nothing, and a button beside a choice clears it. Without it a choice
   * made stays until another is picked.
   */
  emptyChoice?: string | undefined;
  placeholder?: string | undefined;
  /** The control a dialog focuses when it opens. */
  dialogFocus?: boolean | undefined;
}

/**
 * One field for choosing among many: typing searches, the matches list under it, arrows move
 * through them, Enter picks (the first match when none is highlighted) and Escape closes the list,
 * putting back the name of what was chosen (a half-typed search never stands for a choice).
 * Downshift's useCombobox gives the ARIA combobox pattern; the picker gives the matches.
 */
export function SearchCombobox<Item>({
  label,
  error,
  hint,
  required,
  className,
  labelHidden,
  ...control
}: SearchComboboxProps<Item>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className} labelHidden={labelHidden}>
      {(field) => <ComboboxControl {...control} label={label} field={field} />}
    </Field>
  );
}

type ControlProps<Item> = Omit<SearchComboboxProps<Item>, keyof Omit<FieldChrome, 'label'>> & {
  field: FieldControlProps;
};

const { InputBlur, InputChange, InputKeyDownEscape, InputKeyDownEnter } = useCombobox.stateChangeTypes;

/** Within this many pixels of the list's end, its next matches are read. */
const NEAR_END_PX = 48;

function ComboboxControl<Item>({
  label,
  field,
  matches,
  selected,
  onSelect,
  onSearchChange,
  onOpenChange,
  itemKey,
  itemText,
  itemDetail,
  noMatch,
  finding = 'Searching…',
  emptyChoice,
  placeholder,
  dialogFocus,
}: ControlProps<Item>) {
  const [search, setSearch] = useState('');
  const items = matches.items as Item[];
  const toText = (item: Item | null) => (item === null ? '' : itemText(item));
  const readMore = () => {
    if (matches.more?.hasMore && !matches.more.loading) matches.more.onLoadMore();
  };

  // Leaving without a pick: an emptied filter chooses nothing, anything else shows the choice again.
  const leave = (state: UseComboboxState<Item>, changes: Partial<UseComboboxState<Item>>) =>
    emptyChoice !== undefined && state.inputValue.trim() === ''
      ? { ...changes, selectedItem: null, inputValue: '' }
      : { ...changes, selectedItem: state.selectedItem, inputValue: toText(state.selectedItem) };

  const stateReducer = (state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>) => {
    switch (type) {
      case InputKeyDownEscape:
        return { ...changes, selectedItem: state.selectedItem, inputValue: toText(state.selectedItem) };
      case InputBlur:
        return changes.selectedItem !== undefined && changes.selectedItem !== state.selectedItem
          ? changes
          : leave(state, changes);
      case InputKeyDownEnter: {
        if (state.highlightedIndex >= 0) return changes;
        const typed = state.inputValue.trim() !== '';
        // Before the matches of the text typed have come, Enter does nothing: an earlier text's are no answer.
        if (typed && matches.pending) return state;
        // "Tessa" then Enter picks the first Tessa.
        const [first] = typed ? items : [];
        return first === undefined
          ? leave(state, changes)
          : { ...changes, selectedItem: first, inputValue: toText(first) };
      }
      default:
        return changes;
    }
  };

  const combobox = useCombobox({
    items,
    inputId: field.id,
    selectedItem: selected,
    itemToString: toText,
    itemToKey: (item) => (item === null ? null : itemKey(item)),
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
    onInputValueChange: ({ type, inputValue }) => {
      const text = type === InputChange ? inputValue : '';
      setSearch(text);
      onSearchChange(text);
    },
    onIsOpenChange: ({ isOpen }) => onOpenChange?.(isOpen),
    onHighlightedIndexChange: ({ highlightedIndex }) => {
      if (highlightedIndex !== undefined && highlightedIndex === items.length - 1) readMore();
    },
  });
  const { isOpen, highlightedIndex } = combobox;
  const statusId = `${field.id}-matches`;

  let said: string | undefined;
  if (matches.failed) said = 'The list could not be read. Type again to retry.';
  else if (items.length === 0) said = matches.pending ? finding : noMatch(search.trim());
  else if (matches.more?.hasMore) said = `The first ${items.length}: type more, or scroll down for the next.`;

  return (
    <div className="ui-combobox">
      <input
        {...combobox.getInputProps({
          ...field,
          // What the list says (no match, more to come) describes the field too.
          'aria-describedby': [field['aria-describedby'], statusId].filter(Boolean).join(' '),
          // The field's own label names it (Downshift would point at a label element of its own).
          'aria-labelledby': undefined,
          className: 'ui-field__input ui-combobox__input',
          placeholder: placeholder ?? emptyChoice,
          'data-autofocus': dialogFocus || undefined,
          onKeyDown: (event) => {
            // Escape closes the open list, not the dialog around it.
            if (event.key === 'Escape' && isOpen) event.stopPropagation();
          },
        })}
      />
      {emptyChoice !== undefined && selected !== null && (
        <button
          type="button"
          className="ui-combobox__clear"
          aria-label={`Clear ${label}: ${emptyChoice}`}
          onClick={() => {
            combobox.selectItem(null);
            // The button goes with the choice: focus stays in the field.
            document.getElementById(field.id)?.focus();
          }}
        >
          ×
        </button>
      )}
      <div className="ui-combobox__popup" hidden={!isOpen}>
        <ul
          {...combobox.getMenuProps({
            'aria-label': label,
            className: 'ui-combobox__list',
            onScroll: (event) => {
              const list = event.currentTarget;
              if (list.scrollHeight - list.scrollTop - list.clientHeight < NEAR_END_PX) readMore();
            },
          })}
        >
          {isOpen &&
            items.map((item, index) => {
              const detail = itemDetail?.(item);
              return (
                <li
                  key={itemKey(item)}
                  {...combobox.getItemProps({ item, index })}
                  className={[
                    'ui-combobox__option',
                    index === highlightedIndex ? 'ui-combobox__option--highlighted' : '',
                    selected !== null && itemKey(selected) === itemKey(item) ? 'ui-combobox__option--chosen' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <span className="ui-combobox__name">{itemText(item)}</span>
                  {detail !== undefined && detail !== null && (
                    // The space keeps name and detail two words apart when the option is read out.
                    <>
                      {' '}
                      <span className="ui-combobox__detail">{detail}</span>
                    </>
                  )}
                </li>
              );
            })}
        </ul>
        <p id={statusId} className="ui-combobox__status" role="status">
          {isOpen ? said : undefined}
        </p>
      </div>
    </div>
  );
}
