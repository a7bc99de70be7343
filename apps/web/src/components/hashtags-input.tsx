// A hashtags field: a tag ends with Enter or a comma (or on leaving the field, or with a pasted list), and joins the
// list by the domain rules the screen passes. The tags show below as a list of '#tag' pills: inside the field they
// would share a list with the text input, which a list may not hold. A plain text input that behaves as Mantine's
// TagsInput did here (issue 31: TagsInput brings its suggestion dropdown's Combobox, Popover and floating-ui, about
// 24 KiB, to three form pages, and this field offers no suggestions).
import { Pill, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** How typed tags join the list: the domain's rules for the list the screen edits (zod-free, issue 31). */
export type HashtagRules = CleaningRules | ListRules;

/**
 * Typing keeps only what `clean` keeps; a tag that cleans to one already there is not added, and that is said beside
 * the field (campaign hashtags). A tag `problem` refuses ('#Sourdough Sunday') stays in the list, and its problem goes
 * to onChange until it is removed.
 */
interface CleaningRules {
  /** What is kept of a typed tag ('' adds nothing). */
  clean: (raw: string) => string;
  /** The list with a typed tag added, cleaned; the same list for a blank or a repeat. */
  add: (tags: readonly string[], raw: string) => string[];
  /** The first problem with the list (a tag that is no hashtag), or null. */
  problem?: (tags: readonly string[]) => string | null;
}

/**
 * The list is checked as it changes, tags as typed: a list without a problem is cleaned ('#' dropped, repeats left
 * out); one with a problem stays as typed and its problem goes to onChange (profile hashtags and keywords, by the
 * rules of the schema the server checks them with).
 */
interface ListRules {
  /** The first problem with the list as typed, or null. */
  listProblem: (tags: readonly string[]) => string | null;
  /** The list as kept, for a list without a problem. */
  cleanList: (tags: readonly string[]) => string[];
}

const alreadyAdded = (tag: string) => `#${tag} is already added.`;

export function HashtagsInput({
  label,
  description,
  placeholder,
  listLabel,
  removeLabel,
  tagLabel = (tag) => `#${tag}`,
  maxLength,
  rules,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  placeholder: string;
  /** The name of the list of added tags. */
  listLabel: string;
  /** The name of a tag's remove button. */
  removeLabel: (tag: string) => string;
  /** How an added tag reads in the list ('#tag' unless said otherwise). */
  tagLabel?: (tag: string) => string;
  /** The longest text the field takes. */
  maxLength: number;
  rules: HashtagRules;
  value: string[];
  /** The new list, and the rules' problem with it (null when there is none). */
  onChange: (tags: string[], problem: string | null) => void;
  /** The form's error for the field (the schema's, or the server's). */
  error?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  // Said while typing and gone with the next keystroke: a tag that was not added because it is already there.
  const [notice, setNotice] = useState<string | null>(null);
  const cleaning = 'listProblem' in rules ? null : rules;

  /**
   * A typed tag already in the list: one that cleans to a tag there (a blank is no tag, not a repeat); without cleaning
   * rules, the same letters in any case.
   */
  const isRepeat = (raw: string, tags: readonly string[]) =>
    cleaning
      ? cleaning.clean(raw) !== '' && cleaning.add(tags, raw).length === tags.length
      : tags.some((tag) => tag.toLowerCase() === raw.toLowerCase());
  const sayRepeat = (raw: string) => {
    if (cleaning) setNotice(alreadyAdded(cleaning.clean(raw)));
  };

  function change(tags: string[]) {
    if (!('listProblem' in rules)) {
      const next = tags.reduce<string[]>((list, tag) => rules.add(list, tag), []);
      onChange(next, rules.problem?.(next) ?? null);
      return;
    }
    const problem = rules.listProblem(tags);
    if (problem === null) onChange(rules.cleanList(tags), null);
    else onChange(tags, problem);
  }

  function onSearchChange(raw: string) {
    if (!cleaning) {
      setSearch(raw.slice(0, maxLength));
      return;
    }
    // What a tag may hold, its spaces and the comma that ends it (a phone's keyboard types it without a key event).
    const parts = Array.from(raw)
      .filter((char) => char === ',' || /\s/u.test(char) || cleaning.clean(char) !== '')
      .join('')
      .split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) {
      let tags = value;
      for (const part of parts) {
        if (isRepeat(part, tags)) setNotice(alreadyAdded(cleaning.clean(part)));
        tags = cleaning.add(tags, part);
      }
      if (tags.length !== value.length) onChange(tags, cleaning.problem?.(tags) ?? null);
    }
    // The field is emptied after a tag is taken or refused: that keeps the notice; typing on drops it.
    else if (raw !== '') setNotice(null);
    setSearch(rest.slice(0, maxLength));
  }

  /** One typed tag (Enter, or leaving the field): added unless it is a repeat; the field is emptied either way. */
  function addTyped(raw: string) {
    setSearch('');
    if (isRepeat(raw, value)) sayRepeat(raw);
    else if (raw.length > 0) change([...value, raw]);
  }

  /** Tags separated by commas (typed before a comma, or pasted): each added unless it is a repeat. */
  function addList(text: string) {
    const tags = [...value];
    for (const tag of text.split(',').map((t) => t.trim())) {
      if (tag === '') continue;
      if (isRepeat(tag, tags)) sayRepeat(tag);
      else tags.push(tag);
    }
    setSearch('');
    change(tags);
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        description={description}
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearchChange(e.currentTarget.value)}
        error={notice ?? error}
        autoComplete="off"
        onKeyDown={(e) => {
          if (e.nativeEvent.isComposing) return;
          const typed = search.trim();
          if (e.key === 'Enter') {
            // Enter never submits the form from here; with no tag typed it adds nothing.
            e.preventDefault();
            if (cleaning ? cleaning.clean(search) === '' : typed === '') {
              if (cleaning) setSearch('');
              return;
            }
            addTyped(typed);
          }
          if (e.key === ',' && typed !== '') {
            e.preventDefault();
            addList(search);
          }
        }}
        onPaste={(e) => {
          e.preventDefault();
          addList(`${search}${e.clipboardData.getData('text/plain')}`);
        }}
        onBlur={() => {
          setNotice(null);
          addTyped(search);
        }}
      />
      {value.length > 0 && (
        <Pill.Group aria-label={listLabel} role="list">
          {value.map((tag) => (
            <Pill
              key={tag}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => change(value.filter((t) => t !== tag))}
              removeButtonProps={{ 'aria-label': removeLabel(tag), 'aria-hidden': false, tabIndex: 0 }}
            >
              {tagLabel(tag)}
            </Pill>
          ))}
        </Pill.Group>
      )}
    </Stack>
  );
}
