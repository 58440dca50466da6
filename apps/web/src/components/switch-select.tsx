"use client";

import type { ChoiceProps } from "./setting-choices";

/**
 * A compact select for a page-wide setting in the public pages' chrome. `optionLang` marks an
 * option written in another language (each language's own name), so it is read out in it.
 */
export function SwitchSelect<T extends string>(
  props: ChoiceProps<T> & { optionLang?: (option: T) => string },
) {
  const { label, text, optionLang, ...choice } = props;
  return (
    <select
      aria-label={label}
      className="switch-select"
      value={choice.value}
      disabled={choice.disabled}
      onChange={(event) => choice.onChange(event.target.value as T)}
    >
      {choice.options.map((option) => (
        <option key={option} value={option} lang={optionLang?.(option)}>
          {text(option)}
        </option>
      ))}
    </select>
  );
}
