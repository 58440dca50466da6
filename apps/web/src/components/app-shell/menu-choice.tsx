"use client";

import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@teamkit/ui/dropdown-menu";

import type { ChoiceProps } from "~/components/setting-choices";

/** A page-wide setting in a dropdown menu: a labelled radio group, set apart from the items above. */
export function MenuChoice<T extends string>(props: ChoiceProps<T>) {
  const { label, text, ...choice } = props;
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup<T> value={choice.value} onValueChange={choice.onChange}>
        {choice.options.map((option) => (
          <DropdownMenuRadioItem key={option} value={option}>
            {text(option)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
